# The rooms of the source tree, and who may see whom.
#
# mancala_room(<target> <folder>) makes the headers of src/<folder> reachable as
# "<folder>/name.h" for <target> and for the targets that link it, and for nothing else: the
# include directory it adds holds that one folder (a link to it in the build tree), never the
# whole of src/. A file that includes a room its target does not link fails to build:
#
#   core  <-  ai  <-  engine
#               ^
#   app/text <- app/model <- app/ui <- app/platform
#
# (app/model links core and ai; tools and tests link what they test.)
function(mancala_room target folder)
  set(root ${PROJECT_BINARY_DIR}/rooms/${target})
  get_filename_component(parent ${root}/${folder} DIRECTORY)
  file(MAKE_DIRECTORY ${parent})
  if(NOT EXISTS ${root}/${folder})
    file(CREATE_LINK ${PROJECT_SOURCE_DIR}/src/${folder} ${root}/${folder} SYMBOLIC)
  endif()
  target_include_directories(${target} PUBLIC ${root})
endfunction()
