// What the rule tests share (core_rules_*_test.cpp): the three rule sets, and a query of a
// move's trace.
#pragma once

#include "core/game.h"

namespace mancala::test {

inline const Rules kAdjiKui1{Variant::AdjiKui1, false};
inline const Rules kAdjiKui2{Variant::AdjiKui2, false};
inline const Rules kWarri{Variant::Warri, false};

// Whether the trace holds an event of `kind` (at `hole`, when one is given).
inline bool traceHas(const Trace& t, TraceEvent::Kind kind, int hole = -2) {
  for (const TraceEvent& e : t)
    if (e.kind == kind && (hole == -2 || e.hole == hole)) return true;
  return false;
}

}  // namespace mancala::test
