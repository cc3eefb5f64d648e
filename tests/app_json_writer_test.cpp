// The JSON writer for what goes out to the page (app/model/formats/json_writer.h): commas where
// they belong in nested objects and arrays, and any text escaped so that the page can parse it.
#include <catch2/catch.hpp>
#include <string>

#include "app/model/formats/json_writer.h"

using namespace mancala::app;

TEST_CASE("nested objects and arrays get their commas", "[json]") {
  JsonWriter j;
  j.beginObject().key("board").boolean(true).key("holes").beginArray();
  for (int i = 0; i < 3; ++i) j.beginObject().key("x").number(i).key("r").number(-2).endObject();
  j.endArray().key("empty").beginArray().endArray().key("none").null();
  j.key("state").raw("{\"a\":1}").endObject();
  CHECK(j.text() ==
        "{\"board\":true,\"holes\":[{\"x\":0,\"r\":-2},{\"x\":1,\"r\":-2},{\"x\":2,\"r\":-2}],"
        "\"empty\":[],\"none\":null,\"state\":{\"a\":1}}");
}

TEST_CASE("any text is escaped as a JSON string", "[json]") {
  CHECK(jsonString("say \"hi\"\\") == "\"say \\\"hi\\\"\\\\\"");
  CHECK(jsonString("a\nb\rc\td") == "\"a\\nb\\rc\\td\"");
  CHECK(jsonString(std::string("x\x01y\x1f", 4)) == "\"x\\u0001y\\u001f\"");
  CHECK(jsonString("Trou \u00e9 \u2014 ok") == "\"Trou \u00e9 \u2014 ok\"");  // UTF-8 as it is
  JsonWriter j;
  j.beginArray().string("a\"b").string("").endArray();
  CHECK(j.text() == "[\"a\\\"b\",\"\"]");
}
