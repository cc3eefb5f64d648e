# The interface's translations, with Debian's gettext tools (docs/LANGUAGES.md):
#   - xgettext extracts the marked strings of the code (tr, trf, trc, trcf, trn, trnf, N_) and of
#     web/shell/*.js (t, label) into a fresh template, build/.../po/mancala.pot;
#   - msgfmt --check compiles each po/<code>.po (fuzzy and untranslated entries left out);
#   - cmake/po_catalogs.py turns the compiled catalogs into C++ tables inside the program.
# The target update-po copies the fresh template to po/mancala.pot and merges it into every
# po/<code>.po with msgmerge, for the translators.
#
# Defines mancala_catalog_sources (the tables, for the program) and mancala_po_template_sources
# (the template's strings, for the tests).

find_program(MANCALA_XGETTEXT xgettext REQUIRED)
find_program(MANCALA_MSGFMT msgfmt REQUIRED)
find_program(MANCALA_MSGMERGE msgmerge REQUIRED)
find_program(MANCALA_MSGEN msgen REQUIRED)
find_program(MANCALA_MSGCMP msgcmp REQUIRED)
find_program(MANCALA_SYSTEM_PYTHON python3 PATHS /usr/bin NO_DEFAULT_PATH REQUIRED)

set(MANCALA_PO_DIR ${PROJECT_SOURCE_DIR}/po)
file(GLOB MANCALA_PO_FILES CONFIGURE_DEPENDS ${MANCALA_PO_DIR}/*.po)
file(GLOB_RECURSE _po_sources CONFIGURE_DEPENDS RELATIVE ${PROJECT_SOURCE_DIR}
     ${PROJECT_SOURCE_DIR}/src/app/*.cpp ${PROJECT_SOURCE_DIR}/src/app/*.h)
list(SORT _po_sources)
# The computer's level names and descriptions are defined in the AI and shown by the interface.
list(APPEND _po_sources src/ai/levels.cpp)
list(TRANSFORM _po_sources PREPEND ${PROJECT_SOURCE_DIR}/ OUTPUT_VARIABLE _po_source_paths)
# The page's own texts: the parts of shell.js (ci/web-tools/finish-web.mjs puts them together).
file(GLOB _po_web_sources CONFIGURE_DEPENDS RELATIVE ${PROJECT_SOURCE_DIR} ${PROJECT_SOURCE_DIR}/web/shell/*.js)
list(SORT _po_web_sources)
list(TRANSFORM _po_web_sources PREPEND ${PROJECT_SOURCE_DIR}/ OUTPUT_VARIABLE _po_web_source_paths)

set(_po_out ${CMAKE_BINARY_DIR}/po)
set(_pot ${_po_out}/mancala.pot)
set(_keywords -k --keyword=tr --keyword=trf --keyword=trc:1c,2 --keyword=trcf:1c,2
              --keyword=trn:1,2 --keyword=trnf:1,2 --keyword=N_)
set(_xgettext_common --from-code=UTF-8 --add-comments=TRANSLATORS: --sort-by-file
                     --package-name=mancala --package-version=${PROJECT_VERSION})
add_custom_command(
  OUTPUT ${_pot}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${_po_out}
  COMMAND ${MANCALA_XGETTEXT} ${_xgettext_common} --language=C++ ${_keywords}
          -o ${_pot} ${_po_sources}
  COMMAND ${MANCALA_XGETTEXT} ${_xgettext_common} --language=JavaScript -k --keyword=t
          --keyword=label:2 --join-existing -o ${_pot} ${_po_web_sources}
  DEPENDS ${_po_source_paths} ${_po_web_source_paths}
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
  COMMENT "Extracting the interface's strings (xgettext)"
  VERBATIM)

set(_mo_files)
foreach(_po ${MANCALA_PO_FILES})
  get_filename_component(_code ${_po} NAME_WE)
  add_custom_command(
    OUTPUT ${_po_out}/${_code}.mo
    COMMAND ${CMAKE_COMMAND} -E make_directory ${_po_out}
    COMMAND ${MANCALA_MSGFMT} --check --statistics -o ${_po_out}/${_code}.mo ${_po}
    DEPENDS ${_po}
    COMMENT "Compiling po/${_code}.po (msgfmt --check)"
    VERBATIM)
  list(APPEND _mo_files ${_po_out}/${_code}.mo)
endforeach()

# The compact catalogs, po/<code>.cat, that the web page fetches (copied beside it by ci/build
# web): the translations alone, keyed by a hash of their English (cmake/po_catalogs.py), checked
# against the template's keys. Made natively too, for the tests.
set(_cat_files)
foreach(_po ${MANCALA_PO_FILES})
  get_filename_component(_code ${_po} NAME_WE)
  add_custom_command(
    OUTPUT ${_po_out}/${_code}.cat
    COMMAND ${MANCALA_MSGEN} --no-wrap -o ${_po_out}/${_code}.cat.en.po ${_pot}
    COMMAND ${MANCALA_SYSTEM_PYTHON} ${PROJECT_SOURCE_DIR}/cmake/po_catalogs.py compact
            ${_po_out}/${_code}.cat ${_po_out}/${_code}.mo ${_po_out}/${_code}.cat.en.po
            ${MANCALA_MSGFMT}
    DEPENDS ${_po_out}/${_code}.mo ${_pot} ${PROJECT_SOURCE_DIR}/cmake/po_catalogs.py
    COMMENT "Writing the compact catalog po/${_code}.cat"
    VERBATIM)
  list(APPEND _cat_files ${_po_out}/${_code}.cat)
endforeach()
add_custom_target(mancala_compact_catalogs DEPENDS ${_cat_files})

# The web build keeps only the plural rules inside the program: the page fetches the compact
# catalogs when a language is first needed (src/app/text/text_files.h).
if(EMSCRIPTEN)
  set(_catalogs_mode plurals)
else()
  set(_catalogs_mode catalogs)
endif()
set(mancala_catalog_sources ${_po_out}/catalogs.cpp)
add_custom_command(
  OUTPUT ${_po_out}/catalogs.cpp
  COMMAND ${MANCALA_SYSTEM_PYTHON} ${PROJECT_SOURCE_DIR}/cmake/po_catalogs.py ${_catalogs_mode}
          ${_po_out}/catalogs.cpp ${_mo_files}
  DEPENDS ${_mo_files} ${PROJECT_SOURCE_DIR}/cmake/po_catalogs.py
          ${PROJECT_SOURCE_DIR}/cmake/cxx_source.py
  COMMENT "Turning the translations into C++ tables"
  VERBATIM)

set(mancala_po_template_sources ${_po_out}/po_template.cpp)
add_custom_command(
  OUTPUT ${_po_out}/po_template.cpp
  COMMAND ${MANCALA_MSGEN} --no-wrap -o ${_po_out}/template-en.po ${_pot}
  COMMAND ${MANCALA_SYSTEM_PYTHON} ${PROJECT_SOURCE_DIR}/cmake/po_catalogs.py template
          ${_po_out}/po_template.cpp ${_po_out}/template-en.po ${MANCALA_MSGFMT}
  DEPENDS ${_pot} ${PROJECT_SOURCE_DIR}/cmake/po_catalogs.py
          ${PROJECT_SOURCE_DIR}/cmake/cxx_source.py
  COMMENT "Listing the template's strings for the tests"
  VERBATIM)

set(_merge_commands)
foreach(_po ${MANCALA_PO_FILES})
  list(APPEND _merge_commands COMMAND ${MANCALA_MSGMERGE} --quiet --update --backup=none
       ${_po} ${MANCALA_PO_DIR}/mancala.pot)
endforeach()
add_custom_target(update-po
  COMMAND ${CMAKE_COMMAND} -E copy ${_pot} ${MANCALA_PO_DIR}/mancala.pot
  ${_merge_commands}
  DEPENDS ${_pot}
  COMMENT "Updating po/mancala.pot and merging it into po/*.po (msgmerge)"
  VERBATIM)
