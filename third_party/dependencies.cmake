# Every external dependency of gaitlab, each imported from a Debian 12 package (./dev installs the list).
# Included, not add_subdirectory'd: imported targets are visible only in the directory that creates them and
# below, so they are created here, in the top-level scope, for engine/, render/, app/ and tests/ alike.
include(${CMAKE_CURRENT_LIST_DIR}/glm.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/json.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/sdl2.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/epoxy.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/imgui.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/cli11.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/gif.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/webp.cmake)
if(BUILD_TESTING)
  include(${CMAKE_CURRENT_LIST_DIR}/doctest.cmake)
  include(${CMAKE_CURRENT_LIST_DIR}/zlib.cmake)
endif()
