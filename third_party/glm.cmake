# glm (Debian: libglm-dev), header-only: glm::glm. Used by engine/ and everything above it.
find_package(glm CONFIG REQUIRED)
