// How many effects of one kind (effect.h) a command or a frame asked for, in the model's tests.
#pragma once

#include <variant>
#include <vector>

#include "app/model/common/effect.h"

namespace mancala::app::test {

template <class E>
int countOf(const std::vector<Effect>& effects) {
  int n = 0;
  for (const Effect& e : effects) n += std::holds_alternative<E>(e) ? 1 : 0;
  return n;
}

}  // namespace mancala::app::test
