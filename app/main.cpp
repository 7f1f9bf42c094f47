#include "app/cli.h"

int main(int argc, char** argv) { return gaitlab::runCli(argc, argv); }
