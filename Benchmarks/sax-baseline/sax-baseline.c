/*
 * sax-baseline: a plain-C yardstick for Benchmarks/corpus-throughput.sh.
 *
 * It does the least work a libxml2-based form-field scanner can do: parse each
 * HTML file with libxml2's HTML push parser, build no tree, and in the
 * startElement callback read the attributes kbtraits looks at on form fields.
 * Nothing is printed per file, so its time is parsing plus attribute lookup,
 * which is what kbtraits is compared against.
 *
 * Usage: sax-baseline [-m sax] [-j THREADS] PATH...
 *   PATH  files (taken whatever their name) or directories, walked
 *         recursively for *.html, *.htm and *.xhtml (case-insensitive).
 *   -m    only "sax" exists; the flag is accepted so the command line matches
 *         other baselines.
 *   -j    worker threads (default 1); they take files from a shared index.
 * Prints one line: files, bytes, fields, elapsed seconds (the walk included,
 * process start and exit excluded).
 *
 * Build: cc -O2 -o sax-baseline sax-baseline.c \
 *          $(pkg-config --cflags --libs libxml-2.0) -lpthread
 */
#define _XOPEN_SOURCE 700 /* nftw */
#include <ftw.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/xmlversion.h>

/* The file list is filled by the nftw callback, which takes no user pointer,
 * so it lives here; it is only read once the workers start. */
static char **paths;
static size_t npaths, cappaths;
static atomic_size_t next_path; /* index of the next file a worker takes */
static atomic_int failed;       /* set when a path or file cannot be read */

struct totals {
    unsigned long long files, bytes, fields, attrs;
};

/* What a form-field scanner reads on each field. */
static const char *const wanted[] = {"type",    "inputmode", "autocomplete", "name",
                                     "id",      "pattern",   "enterkeyhint"};

static void add_path(const char *path) {
    if (npaths == cappaths) {
        cappaths = cappaths ? cappaths * 2 : 256;
        paths = realloc(paths, cappaths * sizeof *paths);
        if (!paths) { perror("realloc"); exit(1); }
    }
    if (!(paths[npaths++] = strdup(path))) { perror("strdup"); exit(1); }
}

static int has_html_extension(const char *path) {
    const char *dot = strrchr(path, '.');
    return dot && (!strcasecmp(dot, ".html") || !strcasecmp(dot, ".htm") ||
                   !strcasecmp(dot, ".xhtml"));
}

static int visit(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
    (void)st;
    if (flag == FTW_F && (ftw->level == 0 || has_html_extension(path))) add_path(path);
    else if (flag == FTW_DNR || flag == FTW_NS) {
        fprintf(stderr, "sax-baseline: cannot read %s\n", path);
        failed = 1;
    }
    return 0;
}

/* libxml2 lowercases HTML element and attribute names, so plain strcmp is
 * enough.  The values are only measured, but touching them keeps the lookup
 * from being optimized away and matches the work of copying them out. */
static void start_element(void *ctx, const xmlChar *name, const xmlChar **atts) {
    struct totals *t = ctx;
    const char *n = (const char *)name;
    int field = !strcmp(n, "input") || !strcmp(n, "textarea") || !strcmp(n, "select");
    if (!atts) { t->fields += field; return; }
    if (!field) /* any element can be made editable, but not by "false" */
        for (const xmlChar **a = atts; *a; a += 2)
            if (!strcmp((const char *)*a, "contenteditable")) {
                field = !a[1] || strcasecmp((const char *)a[1], "false") != 0;
                break;
            }
    if (!field) return;
    t->fields++;
    for (const xmlChar **a = atts; *a; a += 2)
        for (size_t i = 0; i < sizeof wanted / sizeof *wanted; i++)
            if (!strcmp((const char *)*a, wanted[i])) {
                /* a[1] is NULL for a bare attribute such as <input required> */
                t->attrs += 1 + (a[1] ? strlen((const char *)a[1]) : 0);
                break;
            }
}

/* Swallows parse errors: real pages have thousands and printing them would
 * dominate the time.  A no-op serror keeps them quiet whatever the libxml2
 * version does with HTML_PARSE_NOERROR. */
#if LIBXML_VERSION >= 21200 /* the error became const in 2.12 */
static void ignore_error(void *ctx, const xmlError *error) { (void)ctx; (void)error; }
#else
static void ignore_error(void *ctx, xmlErrorPtr error) { (void)ctx; (void)error; }
#endif

static void ignore_message(void *ctx, const char *msg, ...) { (void)ctx; (void)msg; }

static htmlSAXHandler handler; /* filled in main, then only read (libxml copies it) */

/* Reads the whole file first so the parse is one chunk, as a scanner that
 * gets a file's bytes at once would do. */
static void scan_file(const char *path, struct totals *t) {
    FILE *f = fopen(path, "rb");
    struct stat st;
    if (!f || fstat(fileno(f), &st) != 0) {
        fprintf(stderr, "sax-baseline: cannot read %s\n", path);
        if (f) fclose(f);
        failed = 1;
        return;
    }
    size_t size = (size_t)st.st_size;
    char *buf = malloc(size ? size : 1);
    size_t got = buf ? fread(buf, 1, size, f) : 0;
    fclose(f);
    if (!buf || got != size) {
        fprintf(stderr, "sax-baseline: cannot read %s\n", path);
        free(buf);
        failed = 1;
        return;
    }
    htmlParserCtxtPtr ctxt =
        htmlCreatePushParserCtxt(&handler, t, NULL, 0, path, XML_CHAR_ENCODING_NONE);
    if (ctxt) {
        htmlCtxtUseOptions(ctxt, HTML_PARSE_RECOVER | HTML_PARSE_NONET |
                                     HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING);
        htmlParseChunk(ctxt, buf, (int)size, 1);
        htmlFreeParserCtxt(ctxt);
    }
    free(buf);
    t->files++;
    t->bytes += size;
}

/* Each worker keeps its own totals (no sharing in the hot path) and takes the
 * next file from the atomic index, so a few big files do not leave one thread
 * working alone at the end the way a fixed split would. */
static void *worker(void *arg) {
    struct totals *t = arg;
    /* Encoding errors bypass serror and go to the generic handler, which is
     * per thread in libxml2, so each worker silences its own. */
    xmlSetGenericErrorFunc(NULL, ignore_message);
    for (size_t i; (i = atomic_fetch_add(&next_path, 1)) < npaths;) scan_file(paths[i], t);
    return NULL;
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void usage(void) {
    fprintf(stderr, "usage: sax-baseline [-m sax] [-j THREADS] PATH...\n");
    exit(2);
}

int main(int argc, char **argv) {
    int threads = 1, opt;
    while ((opt = getopt(argc, argv, "m:j:")) != -1) {
        if (opt == 'm' && !strcmp(optarg, "sax")) continue;
        if (opt == 'j' && (threads = atoi(optarg)) >= 1 && threads <= 256) continue;
        usage();
    }
    if (optind == argc) usage();

    xmlInitParser(); /* once, before any thread parses */
    handler.initialized = XML_SAX2_MAGIC; /* so libxml2 uses serror */
    handler.startElement = start_element;
    handler.serror = ignore_error;

    double start = now();
    for (int i = optind; i < argc; i++)
        if (nftw(argv[i], visit, 32, FTW_PHYS) != 0) {
            fprintf(stderr, "sax-baseline: cannot read %s\n", argv[i]);
            failed = 1;
        }

    pthread_t tid[256];
    struct totals part[256] = {{0}}, sum = {0};
    for (int i = 0; i < threads; i++)
        if (pthread_create(&tid[i], NULL, worker, &part[i]) != 0) {
            perror("pthread_create");
            return 1;
        }
    for (int i = 0; i < threads; i++) {
        pthread_join(tid[i], NULL);
        sum.files += part[i].files;
        sum.bytes += part[i].bytes;
        sum.fields += part[i].fields;
        sum.attrs += part[i].attrs;
    }
    double elapsed = now() - start;

    printf("files=%llu bytes=%llu fields=%llu seconds=%.3f\n", sum.files, sum.bytes,
           sum.fields, elapsed);
    for (size_t i = 0; i < npaths; i++) free(paths[i]);
    free(paths);
    xmlCleanupParser();
    return failed;
}
