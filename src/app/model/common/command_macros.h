// How a command (command.h, mode_commands.h) declares itself: MANCALA_COMMAND gives it its
// printed name (kName) and its comparison; MANCALA_NO_FIELDS says it has no fields, where every
// other command lists its own in `fields` (each field's name and value, for printing and
// parsing).
#pragma once

#include <string_view>

#define MANCALA_COMMAND(Type, text)               \
  static constexpr std::string_view kName = text; \
  bool operator==(const Type&) const = default;

#define MANCALA_NO_FIELDS            \
  template <class Self, class Visit> \
  static void fields(Self&, Visit&&) {}
