# Fails when a doctest case name contains a character that CTest cannot pass through as one filter
# (a ';' splits the name into a CMake list, so the registered test would run zero cases and pass).
execute_process(COMMAND ${TEST_BINARY} --list-test-cases --no-version OUTPUT_VARIABLE listing RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${TEST_BINARY} --list-test-cases failed (${rc})")
endif()
string(FIND "${listing}" ";" semicolon)
if(NOT semicolon EQUAL -1)
  message(FATAL_ERROR "a test case name in ${TEST_BINARY} contains ';': rename it")
endif()
