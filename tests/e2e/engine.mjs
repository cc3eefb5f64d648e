// The engine the browser tests check the page's games against: build/native/mancala-engine
// (or MANCALA_ENGINE), driven through its protocol one line at a time.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { ROOT, assert, existsSync } from './lib.mjs';

// The native engine replays every move of the whole games played by clicking, as an
// independent check of the state the page shows (same protocol JSON). It is required: without
// it those tests fail, naming the missing program, rather than pass unchecked.
// MANCALA_ENGINE=path/to/mancala-engine tests/e2e/run uses another build.
export class Engine {
  static path = process.env.MANCALA_ENGINE
    ? path.resolve(process.env.MANCALA_ENGINE) : path.join(ROOT, 'build/native/mancala-engine');
  static require() {
    const shown = path.relative(ROOT, Engine.path).startsWith('..') ? Engine.path : path.relative(ROOT, Engine.path);
    assert(existsSync(Engine.path), `${shown} is missing: run ci/build native (the page's games are replayed by the engine)`);
    return new Engine();
  }
  // Every engine running, killed when a test runs past its cap.
  static running = new Set();
  static killAll() {
    for (const e of Engine.running) e.proc.kill('SIGKILL');
    Engine.running.clear();
  }
  constructor() {
    this.proc = spawn(Engine.path, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    Engine.running.add(this);
    this.proc.on('exit', () => Engine.running.delete(this));
    this.lines = [];
    this.waiters = [];
    this.failure = null;
    const fail = (why) => {
      this.failure = this.failure || why;
      for (const w of this.waiters.splice(0)) w(null);
    };
    this.proc.on('error', (e) => fail(`the engine ${Engine.path} could not be run: ${e.message}`));
    this.proc.on('exit', (code, signal) => fail(`the engine ended (status ${code}, signal ${signal})`));
    this.proc.stdin.on('error', (e) => fail(`the engine does not read its input: ${e.message}`));
    createInterface({ input: this.proc.stdout }).on('line', (line) => {
      const w = this.waiters.shift();
      if (w) w(line); else this.lines.push(line);
    });
  }
  async send(command) {
    if (this.failure) throw new Error(this.failure);
    this.proc.stdin.write(command + '\n');
    const line = await new Promise((resolve) => {
      const queued = this.lines.shift();
      if (queued !== undefined) resolve(queued); else this.waiters.push(resolve);
    });
    if (line === null) throw new Error(`${this.failure}, asked: ${command}`);
    return line;
  }
  async expectOk(command) {
    const answer = await this.send(command);
    assert(answer === 'ok', `engine: ${command} -> ${answer}`);
  }
  async state() {
    const answer = await this.send('state');
    assert(answer.startsWith('state '), `engine: state -> ${answer}`);
    return answer.slice(6);
  }
  close() {
    if (!this.failure) this.proc.stdin.end();
  }
}

