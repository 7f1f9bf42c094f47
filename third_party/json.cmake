# nlohmann-json 3 (Debian: nlohmann-json3-dev), header-only: nlohmann_json::nlohmann_json. The engine's readers.
find_package(nlohmann_json 3 CONFIG REQUIRED)
