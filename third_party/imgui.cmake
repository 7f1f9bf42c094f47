# Dear ImGui 1.86 (Debian: libimgui-dev): PkgConfig::IMGUI. The package is a static libimgui.a that already holds the
# SDL2 and OpenGL3 backends, plus imgui.pc; there is no CMake config. imgui.pc adds -I/usr/include/imgui, so sources
# write <imgui.h> and <backends/imgui_impl_sdl.h>. It also requires stb (Debian: libstb-dev, a dependency of
# libimgui-dev): Debian unbundles stb_truetype and stb_rect_pack, and -lstb resolves them for imgui_draw.
# The library's SDL2 backend needs SDL2::SDL2 and its OpenGL3 backend loads GL itself through dlopen
# (${CMAKE_DL_LIBS}); app/CMakeLists.txt links both next to it.
find_package(PkgConfig REQUIRED)
pkg_check_modules(IMGUI REQUIRED IMPORTED_TARGET imgui)
