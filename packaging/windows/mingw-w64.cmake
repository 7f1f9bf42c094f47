# CMake toolchain file: 64-bit Windows with Debian's MinGW-w64 (g++-mingw-w64-x86-64-posix, the POSIX threads
# variant: std::thread and std::mutex need it). Libraries are looked for only in MinGW's own sysroot and in the
# folder packaging/windows/build.sh builds the Windows dependencies into (GAITLAB_WINDOWS_DEPS), never in the
# Linux system's /usr: a Linux header or library would compile and then fail at link or run time.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(GAITLAB_MINGW x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${GAITLAB_MINGW}-gcc-posix)
set(CMAKE_CXX_COMPILER ${GAITLAB_MINGW}-g++-posix)
set(CMAKE_RC_COMPILER ${GAITLAB_MINGW}-windres)
set(CMAKE_AR ${GAITLAB_MINGW}-gcc-ar-posix CACHE FILEPATH "")
set(CMAKE_RANLIB ${GAITLAB_MINGW}-gcc-ranlib-posix CACHE FILEPATH "")

# try_compile projects read this file again: pass the dependency folder on to them.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES GAITLAB_WINDOWS_DEPS)
set(CMAKE_FIND_ROOT_PATH /usr/${GAITLAB_MINGW} ${GAITLAB_WINDOWS_DEPS})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# pkg-config (libepoxy, Dear ImGui, libwebp) reads only the Windows .pc files.
if(GAITLAB_WINDOWS_DEPS)
  set(ENV{PKG_CONFIG_LIBDIR} "${GAITLAB_WINDOWS_DEPS}/lib/pkgconfig")
  set(ENV{PKG_CONFIG_PATH} "")
endif()
