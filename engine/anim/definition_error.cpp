#include "engine/anim/definition_error.h"

#include <utility>

namespace gaitlab::anim {

DefinitionError::DefinitionError(const std::string& file_, std::string json_path_, const std::string& what_expected)
    : FormatError(file_, 0, json_path_ + ": " + what_expected), json_path(std::move(json_path_)) {}

} // namespace gaitlab::anim
