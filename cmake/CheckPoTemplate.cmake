# ctest po_template_is_current: po/mancala.pot (COMMITTED) holds the same strings as the template
# xgettext made from the code (FRESH). msgcmp fails on a string one of them lacks; it runs both
# ways, so a string the code no longer uses fails too. The fix: the target update-po.
foreach(_pair "${COMMITTED};${FRESH}" "${FRESH};${COMMITTED}")
  list(GET _pair 0 _def)
  list(GET _pair 1 _ref)
  execute_process(COMMAND ${MSGCMP} --use-untranslated ${_def} ${_ref} RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "po/mancala.pot is not up to date with the code: run "
                        "`cmake --build build/native --target update-po` (docs/LANGUAGES.md)")
  endif()
endforeach()
