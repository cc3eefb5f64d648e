// The one JSON writer for what goes out to the page (the page API's answers, the board's mirror,
// the start form, the messages to an embedding page): objects, arrays, strings escaped as JSON
// says, whole numbers, booleans and null, with the commas where they belong.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace mancala::app {

// `s` as a JSON string, quotes included.
std::string jsonString(std::string_view s);

class JsonWriter {
 public:
  JsonWriter& beginObject() { return open('{'); }
  JsonWriter& endObject() { return close('}'); }
  JsonWriter& beginArray() { return open('['); }
  JsonWriter& endArray() { return close(']'); }
  // The name of the next value, inside an object.
  JsonWriter& key(std::string_view name);
  JsonWriter& string(std::string_view s);
  JsonWriter& number(long long n);
  JsonWriter& boolean(bool b);
  JsonWriter& null();
  // JSON made elsewhere (a state, a form), as one value.
  JsonWriter& raw(std::string_view json);

  const std::string& text() const { return out_; }

 private:
  JsonWriter& open(char c);
  JsonWriter& close(char c);
  void value();  // a value is written: the comma before it, unless it follows its key

  std::string out_;
  std::vector<bool> empty_;  // for each open object or array: nothing in it yet
  bool afterKey_ = false;
};

}  // namespace mancala::app
