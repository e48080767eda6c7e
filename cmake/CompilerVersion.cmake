# CUAGENT_COMPILER_VERSION: the project version plus a hash of every source
# that decides what a cached kernel is (dialect, passes, importer, codegen,
# policies, runtime, verification, formats, the op registry). It is part of
# every cache key, so a rebuild from changed sources never loads a kernel
# the old sources produced. Both sides are built from the same tree (the
# GPU machine rebuilds only the LibTorch side, from a copy of it), so both
# compute the same value; the LibTorch sources are left out, since they
# change no kernel. See docs/decisions.md ("Cache key").
file(GLOB_RECURSE CUAGENT_VERSIONED_SOURCES
  ${CMAKE_SOURCE_DIR}/include/cuagent/*
  ${CMAKE_SOURCE_DIR}/lib/*.cpp
  ${CMAKE_SOURCE_DIR}/passes/*
  ${CMAKE_SOURCE_DIR}/agent/*.cpp
  ${CMAKE_SOURCE_DIR}/agent/*.json
  ${CMAKE_SOURCE_DIR}/cmake/gen_registry_ods.py)
list(FILTER CUAGENT_VERSIONED_SOURCES EXCLUDE REGEX "/TorchScript/|README\\.md$|CMakeLists\\.txt$")
list(SORT CUAGENT_VERSIONED_SOURCES)
set(_cuagent_manifest "")
foreach(_file IN LISTS CUAGENT_VERSIONED_SOURCES)
  file(SHA256 ${_file} _hash)
  file(RELATIVE_PATH _relative ${CMAKE_SOURCE_DIR} ${_file})
  string(APPEND _cuagent_manifest "${_relative} ${_hash}\n")
endforeach()
string(SHA256 _cuagent_source_hash "${_cuagent_manifest}")
string(SUBSTRING ${_cuagent_source_hash} 0 16 _cuagent_source_hash)
set(CUAGENT_COMPILER_VERSION "cuagent-${PROJECT_VERSION}+src.${_cuagent_source_hash}")
# Re-run this when any of them changes (a new file is picked up on the next
# configure, which adding it to a CMakeLists.txt triggers anyway).
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CUAGENT_VERSIONED_SOURCES})
# Only lib/Format includes it, so a source change rebuilds one file.
file(CONFIGURE OUTPUT ${CMAKE_BINARY_DIR}/include/cuagent/Support/CompilerVersion.inc
  CONTENT "#define CUAGENT_COMPILER_VERSION \"${CUAGENT_COMPILER_VERSION}\"\n" @ONLY)
message(STATUS "cuagent compiler version: ${CUAGENT_COMPILER_VERSION}")
