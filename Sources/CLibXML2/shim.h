#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, so encoding.h would include <unicode/ucnv.h>, whose types
   clash with Foundation's bundled ICU module. We never touch the ICU fields it guards. */
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

/* The runtime libxml2's version ("20914"). `xmlParserVersion` is a macro over a per-thread
   accessor in 2.9 and a plain constant from 2.12 on; this reads it the same way in both. */
static inline const char *kbtraits_libxml2_parser_version(void) { return xmlParserVersion; }
#endif
