// The system libyaml (Debian: libyaml-dev, Homebrew: libyaml), found through pkg-config "yaml-0.1".
#pragma once
#include <yaml.h>
