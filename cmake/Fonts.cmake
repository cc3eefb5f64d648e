# The app's fonts: DejaVu Sans (regular and bold) from the system's fonts-dejavu-core package,
# cut down to the characters the interface uses (fontTools.subset from python3-fonttools) and
# compiled into the program, so the web build needs no file system. Only the outlines and the
# metrics stay: ImGui reads no OpenType layout (kerning, ligatures) nor hinting.
#
# Defines mancala_font_sources: a generated C++ file with the font data
# (see src/app/fonts.h for the declarations).

set(MANCALA_FONT_DIR /usr/share/fonts/truetype/dejavu CACHE PATH "Where DejaVuSans.ttf lives")
# Debian's python3 (with python3-fonttools), not whatever python3 comes first on PATH.
find_program(MANCALA_SYSTEM_PYTHON python3 PATHS /usr/bin NO_DEFAULT_PATH REQUIRED)

# Keep in sync with kGlyphRanges in src/app/ui/lettering/fonts.cpp: the characters the texts use
# (the tests check every text against them).
set(MANCALA_FONT_UNICODES "U+0020-007E,U+00A0-00A1,U+00AB,U+00B7,U+00BB,U+00BF-00FF,U+0152-0153,U+2013-2014,U+2019,U+201C-201D,U+2022,U+2026,U+2139,U+2192,U+21B6-21B7,U+21BB,U+21E5,U+2630,U+2699,U+2713,U+271A")

set(_font_out ${CMAKE_CURRENT_BINARY_DIR}/fonts)
set(mancala_font_sources ${_font_out}/fonts_data.cpp)
foreach(_face Regular Bold)
  if(_face STREQUAL "Regular")
    set(_ttf ${MANCALA_FONT_DIR}/DejaVuSans.ttf)
  else()
    set(_ttf ${MANCALA_FONT_DIR}/DejaVuSans-Bold.ttf)
  endif()
  add_custom_command(
    OUTPUT ${_font_out}/${_face}.ttf
    COMMAND ${CMAKE_COMMAND} -E make_directory ${_font_out}
    COMMAND ${MANCALA_SYSTEM_PYTHON} -m fontTools.subset ${_ttf} --unicodes=${MANCALA_FONT_UNICODES} --layout-features=
            --drop-tables+=GPOS,GSUB,GDEF,MATH --no-hinting --desubroutinize
            --output-file=${_font_out}/${_face}.ttf
    DEPENDS ${_ttf}
    COMMENT "Subsetting ${_ttf}"
    VERBATIM)
  list(APPEND _font_ttfs ${_font_out}/${_face}.ttf)
endforeach()

add_custom_command(
  OUTPUT ${_font_out}/fonts_data.cpp
  COMMAND ${CMAKE_COMMAND} -DOUT=${_font_out}/fonts_data.cpp -DREGULAR=${_font_out}/Regular.ttf
          -DBOLD=${_font_out}/Bold.ttf -P ${PROJECT_SOURCE_DIR}/cmake/EmbedFonts.cmake
  DEPENDS ${_font_ttfs} ${PROJECT_SOURCE_DIR}/cmake/EmbedFonts.cmake
  COMMENT "Embedding the fonts"
  VERBATIM)
