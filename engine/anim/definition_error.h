// Error of a state machine definition file: "<file>: <json path>: expected <what>" (project standard, the
// JsonError of every JSON reader; engine/base/json_reader.h). Its own type so callers can tell a bad definition
// from other file problems.
#pragma once

#include <string>

#include "engine/base/json_reader.h"

namespace gaitlab::anim {

struct DefinitionError : JsonError {
    using JsonError::JsonError;
    /// The same error (file, line, JSON path, message) as a definition error, e.g. a syntax error from parseJson.
    explicit DefinitionError(const JsonError& e) : JsonError(e) {}
};

}  // namespace gaitlab::anim
