// The game record's dialog where the platform has none of its own (the desktop; the web page
// has web/shell/record-dialog.js's): the record in a text field to copy, edit or replace with a
// pasted one and load, and the share link to copy. The same texts as the web's dialog.
#pragma once

#include <optional>
#include <string>

namespace mancala::app {

class RecordDialog {
 public:
  // Shows `record` in the field and `shareLink` (a link, or "#r=..." where there is no page
  // address) under it; the dialog opens at the next draw().
  void open(std::string record, std::string shareLink);
  void close();
  bool isOpen() const { return open_; }

  // Draws the dialog while open (a modal window). Returns the field's text when the person
  // presses "Load this record": load it, then say what came of it with loadResult().
  std::optional<std::string> draw();
  // Nothing: the record was loaded and the dialog closes. An error: shown under the field, the
  // dialog stays open for the record to be corrected.
  void loadResult(const std::optional<std::string>& error);

  const std::string& text() const { return text_; }  // the field's text (for tests)
  const std::string& status() const { return status_; }

 private:
  void say(std::string text, bool error);

  bool open_ = false;
  bool openPending_ = false;  // ImGui::OpenPopup at the next draw
  bool focusPending_ = false;
  std::string text_;
  std::string link_;
  std::string status_;
  bool statusError_ = false;
};

}  // namespace mancala::app
