// What the asset library tests ask of its errors.
#pragma once

#include <string>

#include "app/assets/asset_library.h"

namespace gaitlab::testing {

/// Whether a current error's message contains `text`.
inline bool anyErrorContains(const AssetLibrary& assets, const std::string& text) {
    for (const ErrorRecord& error : assets.errors())
        if (error.message.find(text) != std::string::npos) return true;
    return false;
}

}  // namespace gaitlab::testing
