# cmake -DIN=<file> -DOUT=<file.inc> -DNAME=<identifier> -P EmbedText.cmake
# Writes `static const char NAME[] = {...};` holding IN's bytes and a final
# NUL (cuModuleLoadData takes PTX as a NUL-terminated string).
file(READ "${IN}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
file(WRITE "${OUT}" "// Generated from ${IN} by cmake/EmbedText.cmake; do not edit.\nstatic const char ${NAME}[] = {\n${bytes}0x00};\n")
