// Environment of the GL test executable, set before main so direct runs behave like CTest runs (D22):
// SDL's offscreen driver (EGL + Mesa llvmpipe, no display needed) unless a driver was chosen, software GL,
// and no shader cache writes.
#include <cstdlib>

// Mesa's dlopened drivers and EGL leak at exit under LeakSanitizer (B4.6), so the GL executable
// runs without leak detection; the pure engine suites keep it.
extern "C" const char* __asan_default_options() { return "detect_leaks=0"; }

namespace {

struct GlTestEnvironment {
    GlTestEnvironment() {
        setenv("SDL_VIDEODRIVER", "offscreen", 0);
        setenv("GALLIUM_DRIVER", "llvmpipe", 0);
        setenv("LIBGL_ALWAYS_SOFTWARE", "1", 0);
        setenv("MESA_SHADER_CACHE_DISABLE", "true", 0);
    }
};
const GlTestEnvironment kEnvironment;

}  // namespace
