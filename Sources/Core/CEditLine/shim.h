// libedit through its readline-compatible API: plain functions and globals that Swift can call.
#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>
