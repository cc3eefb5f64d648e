// The texts the web build fetches beside the page when first needed (app/text/text_files.h):
// the interface's translations and the whole rules and culture texts.
#pragma once

namespace mancala::app {

class App;
// After each frame: fetches the files the text room asked for since. When one arrives, the
// game draws again; a translation asked for is then chosen (the LanguageChoice command).
void fetchWantedTexts(App& app);

}  // namespace mancala::app
