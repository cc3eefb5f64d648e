// The names of a WebAssembly module's own functions (not its imports), in their order, from its
// "name" section (a module linked with --profiling-funcs, or kept by wasm-opt -g): what
// finish-web.mjs splits the program by, and what tools/first_frame_functions.mjs reads a
// profile against. A function without a name (wasm-opt makes one now and then) is called by its
// place among the module's own functions, as binaryen's tools call it ("2264").
//
// WASM_FEATURES: what binaryen's tools (wasm-opt, wasm-split) are told the program uses beyond
// the MVP, as Emscripten builds it: mutable globals and sign extension.
export const WASM_FEATURES = ['--enable-mutable-globals', '--enable-sign-ext'];

export function functionNames(bytes) {
  let at = 8;  // past the magic number and the version
  const uint = () => {
    let value = 0, shift = 0, byte;
    do {
      byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  const skipName = () => {
    const length = uint();
    at += length;
  };
  const skipLimits = () => { if (bytes[at++] & 1) { uint(); uint(); } else uint(); };
  let imported = 0, defined = 0;
  const names = new Map();
  while (at < bytes.length) {
    const id = bytes[at++];
    const size = uint();
    const end = at + size;
    if (id === 2) {  // imports: count the functions among them
      for (let n = uint(); n > 0; n--) {
        skipName();
        skipName();
        const kind = bytes[at++];
        if (kind === 0) { uint(); imported++; }
        else if (kind === 1) { at++; skipLimits(); }  // table: element type, limits
        else if (kind === 2) skipLimits();            // memory
        else if (kind === 3) at += 2;                  // global: type, mutability
        else throw new Error(`import of unknown kind ${kind}`);
      }
    } else if (id === 3) {
      defined = uint();
    } else if (id === 0) {
      const length = uint();
      const section = new TextDecoder().decode(bytes.subarray(at, at + length));
      at += length;
      if (section === 'name') {
        while (at < end) {
          const sub = bytes[at++];
          const subEnd = at + uint();
          if (sub === 1) {
            for (let n = uint(); n > 0; n--) {
              const index = uint();
              const nameLength = uint();
              // A name given twice (wasm-opt writes data segments' names there too): the first, as
              // binaryen reads it.
              const name = new TextDecoder().decode(bytes.subarray(at, at + nameLength));
              if (!names.has(index)) names.set(index, name);
              at += nameLength;
            }
          }
          at = subEnd;
        }
      }
    }
    at = end;
  }
  return Array.from({ length: defined }, (_, i) => names.get(imported + i) || String(i));
}

// A name as binaryen's tools (wasm-split --keep-funcs) know it: each character outside the text
// format's identifier characters written as \xx in hexadecimal ("f(int, int)" is
// "f\28int\2c\20int\29"), and the name left as it is when it has none.
const ID_CHARS = /^[0-9A-Za-z!#$%&'*+\-./:<=>?@\\^_`|~]$/;
export function binaryenName(name) {
  const bytes = new TextEncoder().encode(name);
  if ([...bytes].every((b) => ID_CHARS.test(String.fromCharCode(b)))) return name;
  return [...bytes].map((b) => {
    const c = String.fromCharCode(b);
    return ID_CHARS.test(c) ? c : '\\' + b.toString(16).padStart(2, '0');
  }).join('');
}

// The functions of `names` (the program's, in order) that a list of names written from an earlier
// build (first-frame-functions.txt) keeps. The linker tells apart functions of the same name
// with a number ("R.4982", "f(int) (.4766)") that moves whenever the program changes, and a
// function wasm-opt made without a name is called by its place ("3374"): so a name with such a
// number keeps every function of that name whatever its number, and the functions without a
// name are all kept (a handful of small ones).
const NUMBERED = / \(\.\d+\)$|\.\d+$/;
const unnumbered = (name) => name.replace(NUMBERED, '');
export function keptFunctions(names, wanted) {
  const exact = new Set(wanted);
  const numbered = new Set(wanted.filter((name) => NUMBERED.test(name)).map(unnumbered));
  return names.filter((name) => exact.has(name) || /^\d+$/.test(name) ||
    (NUMBERED.test(name) && numbered.has(unnumbered(name))));
}
