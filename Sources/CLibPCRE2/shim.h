// The system PCRE2, 8-bit code units (Debian: libpcre2-dev, Homebrew: pcre2), found through pkg-config
// "libpcre2-8". tablegen matches every input pattern with it, under a step budget (Meaning/Pattern.swift).
#pragma once
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
