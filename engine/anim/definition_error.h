// Error of a state machine definition file: "<file>: <json path>: <what was expected>" (project standard).
#pragma once

#include <string>

#include "engine/format_error.h"

namespace gaitlab::anim {

struct DefinitionError : FormatError {
    std::string json_path;  ///< JSON Pointer of the offending value, "/" for the document itself

    DefinitionError(const std::string& file_, std::string json_path_, const std::string& what_expected);
};

} // namespace gaitlab::anim
