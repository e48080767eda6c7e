//===- Status.h - Error values for code shared by both sides ----*- C++ -*-===//
//
// The libraries used by both the MLIR worker (built without exceptions in
// mind) and the LibTorch side return errors as values. Messages are one line,
// name the problem and say what to do next.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_SUPPORT_STATUS_H
#define CUAGENT_SUPPORT_STATUS_H

#include <optional>
#include <string>
#include <utility>

namespace cuagent {

class [[nodiscard]] Status {
public:
  static Status ok() { return Status(); }
  static Status error(std::string message) { return Status(std::move(message)); }

  bool isOk() const { return !message_.has_value(); }
  explicit operator bool() const { return isOk(); }
  const std::string &message() const {
    static const std::string empty;
    return message_ ? *message_ : empty;
  }

private:
  Status() = default;
  explicit Status(std::string message) : message_(std::move(message)) {}
  std::optional<std::string> message_;
};

/// A value or an error message.
template <typename T> class [[nodiscard]] Expected {
public:
  Expected(T value) : value_(std::move(value)) {}
  Expected(Status status) : status_(std::move(status)) {}

  bool isOk() const { return value_.has_value(); }
  explicit operator bool() const { return isOk(); }
  T &operator*() { return *value_; }
  const T &operator*() const { return *value_; }
  T *operator->() { return &*value_; }
  const T *operator->() const { return &*value_; }
  T take() { return std::move(*value_); }
  const std::string &message() const { return status_.message(); }
  Status status() const { return isOk() ? Status::ok() : status_; }

private:
  std::optional<T> value_;
  Status status_ = Status::ok();
};

} // namespace cuagent

#endif // CUAGENT_SUPPORT_STATUS_H
