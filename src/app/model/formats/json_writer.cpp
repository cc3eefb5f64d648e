#include "app/model/formats/json_writer.h"

#include <cstdio>

namespace mancala::app {

std::string jsonString(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

void JsonWriter::value() {
  if (afterKey_) {
    afterKey_ = false;
    return;
  }
  if (!empty_.empty()) {
    if (!empty_.back()) out_ += ',';
    empty_.back() = false;
  }
}

JsonWriter& JsonWriter::open(char c) {
  value();
  out_ += c;
  empty_.push_back(true);
  return *this;
}

JsonWriter& JsonWriter::close(char c) {
  out_ += c;
  if (!empty_.empty()) empty_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
  value();
  out_ += jsonString(name);
  out_ += ':';
  afterKey_ = true;
  return *this;
}

JsonWriter& JsonWriter::string(std::string_view s) {
  value();
  out_ += jsonString(s);
  return *this;
}

JsonWriter& JsonWriter::number(long long n) {
  value();
  out_ += std::to_string(n);
  return *this;
}

JsonWriter& JsonWriter::boolean(bool b) {
  value();
  out_ += b ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::null() {
  value();
  out_ += "null";
  return *this;
}

JsonWriter& JsonWriter::raw(std::string_view json) {
  value();
  out_ += json;
  return *this;
}

}  // namespace mancala::app
