# Installing gaitlab (DECISIONS "Installed copies"): `cmake --install` puts the program in bin/, its assets and
# shaders in share/gaitlab/ (where app/files/install_paths.h looks, relative to the program), a desktop entry and
# the documentation; CPack makes a .deb, its Debian dependencies worked out from the program's libraries
# (dpkg-shlibdeps), and a .tar.gz of the same tree.
if(WIN32)
  # Windows (DECISIONS "Windows build"): one folder, the program with assets/ and shaders/ beside it (where
  # app/files/install_paths.h looks) and the documentation; packaging/windows/build.sh adds the DLLs and zips it.
  install(TARGETS gaitlab RUNTIME DESTINATION .)
  install(DIRECTORY assets/ DESTINATION assets PATTERN screenshots EXCLUDE)
  install(DIRECTORY shaders/ DESTINATION shaders)
  install(FILES README.md packaging/windows/README-Windows.txt DESTINATION .)
  install(DIRECTORY docs/ DESTINATION docs FILES_MATCHING PATTERN "*.md")
  install(DIRECTORY assets/screenshots/ DESTINATION assets/screenshots)
  return()
endif()

install(TARGETS gaitlab RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY assets/ DESTINATION ${CMAKE_INSTALL_DATADIR}/gaitlab/assets PATTERN screenshots EXCLUDE)
install(DIRECTORY shaders/ DESTINATION ${CMAKE_INSTALL_DATADIR}/gaitlab/shaders)
install(FILES packaging/gaitlab.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
# The README and the guides, with the screenshots they show at the paths they use.
install(FILES README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs FILES_MATCHING PATTERN "*.md")
install(DIRECTORY assets/screenshots/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/assets/screenshots)

set(CPACK_PACKAGE_NAME gaitlab)
set(CPACK_PACKAGE_VENDOR "gaitlab")
set(CPACK_PACKAGE_CONTACT "gaitlab developers <gaitlab@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "real-time preview and gait check of 2D sprite walk cycles on hex maps")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_PACKAGE_FILE_NAME "gaitlab-${PROJECT_VERSION}-linux-${CMAKE_SYSTEM_PROCESSOR}")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION graphics)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Not a library the program links, but the GL driver it needs for a window or `render`.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libgl1-mesa-dri, libegl1")
# One string (a list would be joined with semicolons): the paragraph under the summary line.
string(CONCAT CPACK_DEBIAN_PACKAGE_DESCRIPTION
       "gaitlab runs the FOnline engine's hex movement and walk-cycle aligner and shows, frame by frame,\n"
       "whether a walking sprite's feet stay planted: FOFRM, Fallout FRM, the engine's baked sprite\n"
       "resources, Aseprite and Flare art. `gaitlab accept` judges a folder of critters and writes a report.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY gaitlab)
include(CPack)
