# Find Debian's MLIR 19 and link it statically.
#
# Debian's config makes every MLIR archive depend on the shared libLLVM.so;
# the worker must also run on the GPU machine, which has no LLVM. Rewrite the
# link interface of every imported target to the static LLVMSupport archive.
find_package(MLIR REQUIRED CONFIG HINTS /usr/lib/llvm-19/lib/cmake/mlir)
list(APPEND CMAKE_MODULE_PATH "${MLIR_CMAKE_DIR}" "${LLVM_CMAKE_DIR}")
include(TableGen)
include(AddLLVM)
include(AddMLIR)
include_directories(SYSTEM ${LLVM_INCLUDE_DIRS} ${MLIR_INCLUDE_DIRS})
add_definitions(${LLVM_DEFINITIONS})

function(cuagent_make_llvm_static)
  get_directory_property(imported DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR} IMPORTED_TARGETS)
  foreach(target IN LISTS imported)
    get_target_property(deps ${target} INTERFACE_LINK_LIBRARIES)
    if(deps AND "LLVM" IN_LIST deps)
      list(TRANSFORM deps REPLACE "^LLVM$" "LLVMSupport")
      set_target_properties(${target} PROPERTIES INTERFACE_LINK_LIBRARIES "${deps}")
    endif()
  endforeach()
  # libz3 and libzstd are in LLVMSupport's interface but unused by our code (no
  # compression, no SMT); dropping them keeps the worker portable.
  get_target_property(support_deps LLVMSupport INTERFACE_LINK_LIBRARIES)
  list(FILTER support_deps EXCLUDE REGEX "z3|zstd")
  set_target_properties(LLVMSupport PROPERTIES INTERFACE_LINK_LIBRARIES "${support_deps}")
endfunction()
cuagent_make_llvm_static()

# MLIR is built without RTTI and exceptions; match it in MLIR-linking code.
set(CUAGENT_MLIR_COMPILE_OPTIONS -fno-rtti)
