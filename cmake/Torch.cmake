# LibTorch from a PyTorch wheel, as imported targets.
#
# TorchConfig.cmake from a CUDA wheel runs the whole Caffe2 CUDA discovery
# (nvcc, cuDNN, NVTX, ...) and links the toolkit's NVRTC, which need not match
# the one the wheel ships. cuagent needs only the headers and five libraries,
# so they are imported by hand from the wheel's directory. Set
# CUAGENT_TORCH_ROOT to the `torch` package directory to override the search.

set(CUAGENT_TORCH_ROOT "" CACHE PATH "The torch package directory (site-packages/torch)")

if(NOT CUAGENT_TORCH_ROOT)
  find_file(CUAGENT_TORCH_CONFIG NAMES Torch/TorchConfig.cmake
            PATHS ${CMAKE_PREFIX_PATH} PATH_SUFFIXES share/cmake NO_DEFAULT_PATH)
  if(CUAGENT_TORCH_CONFIG)
    # <torch>/share/cmake/Torch/TorchConfig.cmake
    get_filename_component(_cuagent_torch_dir "${CUAGENT_TORCH_CONFIG}" DIRECTORY)
    get_filename_component(_cuagent_torch_dir "${_cuagent_torch_dir}/../../.." ABSOLUTE)
  else()
    find_package(Python3 COMPONENTS Interpreter QUIET)
    if(Python3_Interpreter_FOUND)
      execute_process(
        COMMAND ${Python3_EXECUTABLE} -c "import os, torch; print(os.path.dirname(torch.__file__))"
        OUTPUT_VARIABLE _cuagent_torch_dir OUTPUT_STRIP_TRAILING_WHITESPACE
        RESULT_VARIABLE _cuagent_torch_rc ERROR_QUIET)
      if(NOT _cuagent_torch_rc EQUAL 0)
        set(_cuagent_torch_dir "")
      endif()
    endif()
  endif()
  set(CUAGENT_TORCH_ROOT "${_cuagent_torch_dir}" CACHE PATH
      "The torch package directory (site-packages/torch)" FORCE)
endif()

if(NOT CUAGENT_TORCH_ROOT OR NOT EXISTS "${CUAGENT_TORCH_ROOT}/include/torch/script.h")
  message(FATAL_ERROR
    "cuagent: LibTorch not found. Pass -DCMAKE_PREFIX_PATH=$(python -c 'import torch;"
    "print(torch.utils.cmake_prefix_path)') or -DCUAGENT_TORCH_ROOT=<site-packages>/torch, "
    "or configure with -DCUAGENT_ENABLE_TORCH=OFF.")
endif()
message(STATUS "cuagent: LibTorch from ${CUAGENT_TORCH_ROOT}")

set(_cuagent_torch_libdir "${CUAGENT_TORCH_ROOT}/lib")
foreach(_lib torch torch_cpu torch_cuda c10 c10_cuda)
  if(NOT EXISTS "${_cuagent_torch_libdir}/lib${_lib}.so")
    message(FATAL_ERROR "cuagent: ${_cuagent_torch_libdir}/lib${_lib}.so is missing; "
                        "cuagent needs a CUDA build of PyTorch (e.g. torch==2.11.0+cu130).")
  endif()
  if(NOT TARGET CuagentTorch::${_lib})
    add_library(CuagentTorch::${_lib} SHARED IMPORTED)
    set_target_properties(CuagentTorch::${_lib} PROPERTIES
      IMPORTED_LOCATION "${_cuagent_torch_libdir}/lib${_lib}.so"
      IMPORTED_NO_SONAME OFF)
  endif()
endforeach()

# The NVIDIA wheels next to torch hold what libtorch_cuda.so needs (cudart,
# cuBLAS, ...); the linker must see them to check an executable's symbols.
file(GLOB _cuagent_nvidia_libdirs "${CUAGENT_TORCH_ROOT}/../nvidia/*/lib")

if(NOT TARGET CuagentTorch::torch_all)
  add_library(CuagentTorch::torch_all INTERFACE IMPORTED)
  set_target_properties(CuagentTorch::torch_all PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES
      "${CUAGENT_TORCH_ROOT}/include;${CUAGENT_TORCH_ROOT}/include/torch/csrc/api/include;${CUDA_DRIVER_INCLUDE_DIR}"
    INTERFACE_COMPILE_DEFINITIONS "_GLIBCXX_USE_CXX11_ABI=1")
  set(_cuagent_link_dirs "")
  foreach(_dir ${_cuagent_nvidia_libdirs})
    list(APPEND _cuagent_link_dirs "-Wl,-rpath-link,${_dir}")
  endforeach()
  # libstdc++ goes first among the needed libraries: libtorch exports its own
  # (older, ABI-incompatible) copy of std::filesystem, and a library listed
  # before libstdc++ would have our std::filesystem calls bind to it and crash.
  # --no-as-needed: nothing references libtorch_cuda.so directly, but loading
  # it is what registers the CUDA kernels with the dispatcher.
  target_link_libraries(CuagentTorch::torch_all INTERFACE
    "-Wl,--no-as-needed" stdc++
    CuagentTorch::torch_cuda CuagentTorch::c10_cuda
    "-Wl,--as-needed"
    CuagentTorch::torch CuagentTorch::torch_cpu CuagentTorch::c10
    ${_cuagent_link_dirs})
endif()
