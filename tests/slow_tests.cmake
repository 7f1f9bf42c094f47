# The test cases that take more than about 5 seconds in a Release build, labelled `slow`: `ctest -LE slow` leaves
# them out, plain `ctest` and `./dev test` run them. CTest reads this file after the test lists doctest discovered
# (tests/CMakeLists.txt adds it last), so each name is checked against its executable's list; a name that is no
# longer there is reported instead of being dropped from the label in silence.

# gaitlab_label_slow(<executable> <its other labels> <test case>...)
function(gaitlab_label_slow executable labels)
  if(NOT DEFINED ${executable}_TESTS)
    return()  # not built yet: doctest's own file adds a placeholder test
  endif()
  set(all_labels ${labels} slow)
  foreach(name IN LISTS ARGN)
    list(FIND ${executable}_TESTS "${name}" at)
    if(at GREATER -1)
      set_tests_properties("${name}" PROPERTIES LABELS "${all_labels}")
    else()
      message(WARNING "tests/slow_tests.cmake: ${executable} has no test case '${name}'")
    endif()
  endforeach()
endfunction()

gaitlab_label_slow(world_tests ""
  "soak: 200 critters on random paths, stops, turns and speed changes keep the sprite on its deltas")
gaitlab_label_slow(app_tests app
  "gen-assets leaves its own unchanged files alone and refuses over a user's edit"
  "chromium renders the acceptance report: header band and filmstrip on screen"
  "chromium plays the report's player: play, pause, steps, scrub, zoom, markers and a finding's play button")
gaitlab_label_slow(gl_tests gl
  "monkey: three simulated minutes of random input over changing assets, no crash and a flat heap"
  "every scenario's trace is the same whether or not a window exists")
