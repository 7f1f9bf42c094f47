# Fails when a doctest case name contains a character CTest cannot pass through as one filter: ';' splits the
# name into a CMake list and square brackets stop CMake's list splitting, so the registered test would run a
# shortened or merged name, match zero cases and still pass. (Commas are escaped by doctest_discover_tests.)
execute_process(COMMAND ${TEST_BINARY} --list-test-cases --no-version OUTPUT_VARIABLE listing RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${TEST_BINARY} --list-test-cases failed (${rc})")
endif()
string(REPLACE "[doctest]" "" listing "${listing}")   # doctest's own line prefix
foreach(bad ";" "[" "]")
  string(FIND "${listing}" "${bad}" found)
  if(NOT found EQUAL -1)
    message(FATAL_ERROR "a test case name in ${TEST_BINARY} contains '${bad}': rename it")
  endif()
endforeach()
