// libFuzzer target: the page's address (app/model/common/url_params.h). The bytes are split at the
// first '#' into a query and a fragment, as the browser gives them; every message about them
// stays short, whatever their length.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "app/model/common/url_params.h"

using namespace mancala::app;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::size_t hash = text.find('#');
  UrlParams params = parseUrlParams(text.substr(0, hash));
  if (hash != std::string_view::npos) parseFragment(text.substr(hash + 1), params);
  for (const std::string& error : params.errors)
    if (error.empty() || error.size() > 1000) std::abort();
  if (params.position && params.record) std::abort();  // the fragment keeps one of them
  return 0;
}
