//===- Sha256Test.cpp - The project's SHA-256 against standard vectors ----===//
//
// Cache keys and checksums use cuagent::Sha256 (docs/decisions.md, 16, 21
// and 25): FIPS 180-4 / NIST example vectors, and agreement with OpenSSL's EVP
// SHA-256 on every length across the padding boundaries, fed in one piece
// and in uneven chunks.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Support/Sha256.h"

#include <openssl/evp.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

namespace {

std::string opensslSha256Hex(const std::string &data) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EXPECT_EQ(EVP_Digest(data.data(), data.size(), digest, &length, EVP_sha256(), nullptr), 1);
  static const char *hex = "0123456789abcdef";
  std::string out;
  for (unsigned int i = 0; i < length; ++i) {
    out.push_back(hex[digest[i] >> 4]);
    out.push_back(hex[digest[i] & 0xf]);
  }
  return out;
}

TEST(Sha256, KnownVectors) {
  EXPECT_EQ(cuagent::sha256Hex(""),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(cuagent::sha256Hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  // 448 bits: the padding needs a second block.
  EXPECT_EQ(cuagent::sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(cuagent::sha256Hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn"
                               "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"),
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
  std::string million(1000000, 'a');
  EXPECT_EQ(cuagent::sha256Hex(million),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(Sha256, AgreesWithOpenSslAcrossBlockBoundaries) {
  std::mt19937 random(7);
  std::uniform_int_distribution<int> byte(0, 255);
  for (size_t size = 0; size <= 300; ++size) {
    std::string data(size, '\0');
    for (char &c : data)
      c = char(byte(random));
    std::string expected = opensslSha256Hex(data);
    EXPECT_EQ(cuagent::sha256Hex(data), expected) << "size " << size;
    cuagent::Sha256 chunked; // the same bytes in uneven pieces
    for (size_t at = 0, piece = 1; at < size; at += piece, piece = piece % 67 + 13)
      chunked.update(data.data() + at, std::min(piece, size - at));
    EXPECT_EQ(chunked.hexDigest(), expected) << "size " << size << ", chunked";
  }
}

} // namespace
