;;; drive-kbtraits-lsp.el --- drive `kbtraits lsp' through eglot in batch Emacs  -*- lexical-binding: t -*-

;; For Tests/CLITests/EglotLanguageServerTests.swift (Emacs 28 with eglot 1.9, or later).
;;
;; The README's eglot setup, loaded first (`-l'), tells eglot to run kbtraits in HTML buffers and
;; to connect with `eglot-ensure'; this file opens the files of a plan (the same plan and result
;; shapes as drive-kbtraits-lsp.lua), waits for the diagnostics the server publishes, asks for
;; hovers and code actions, applies a quick fix, shuts the server down, and writes everything it
;; saw as JSON.  Every wait has a timeout, and Emacs exits whatever happens.
;;
;; Batch Emacs runs no command loop, so what eglot leaves to it is done here: `post-command-hook'
;; is run after opening a file (where `eglot-ensure' connects), and an edit's didChange is sent
;; at once instead of on an idle timer.
;;
;; Environment: KBTRAITS_E2E_PLAN, KBTRAITS_E2E_RESULT, KBTRAITS_E2E_TIMEOUT_MS (see the Lua
;; script).

(require 'eglot)
(require 'json)
(require 'cl-lib)

;; Vue files have no mode in a bare Emacs: read them in the HTML mode, where the README's setup
;; starts kbtraits (the server reads the file by its extension).
(add-to-list 'auto-mode-alist '("\\.vue\\'" . mhtml-mode))

(defvar kbt-timeout (/ (string-to-number (or (getenv "KBTRAITS_E2E_TIMEOUT_MS") "10000")) 1000.0))
(defvar kbt-published nil "Every publishDiagnostics, newest first, as plists.")
(defvar kbt-steps nil)

(advice-add 'eglot-handle-notification :before
            (lambda (_server method &rest params)
              (when (eq method 'textDocument/publishDiagnostics)
                (push params kbt-published))))

(defun kbt-step (text) (push text kbt-steps))

(defun kbt-wait (what predicate)
  "Wait until PREDICATE returns non-nil, at most `kbt-timeout' seconds."
  (let ((end (+ (float-time) kbt-timeout)))
    (while (and (not (funcall predicate)) (< (float-time) end))
      (accept-process-output nil 0.02))
    (or (funcall predicate)
        (error "timed out after %s s waiting for %s" kbt-timeout what))))

(defun kbt-publication (path &optional version)
  "The newest publication for PATH whose version is at least VERSION (any when nil)."
  (cl-find-if (lambda (params)
                (and (equal (file-truename (eglot--uri-to-path (plist-get params :uri)))
                            (file-truename path))
                     (or (null version)
                         (and (numberp (plist-get params :version))
                              (>= (plist-get params :version) version)))))
              kbt-published))

(defun kbt-shown (publication)
  "Where eglot puts each diagnostic: 0-based line and column in characters (code points)."
  (vconcat
   (mapcar (lambda (diagnostic)
             (let* ((region (eglot--range-region (plist-get diagnostic :range)))
                    (beg (car region)))
               (save-excursion
                 (goto-char beg)
                 (list :lnum (1- (line-number-at-pos beg))
                       :col (- beg (line-beginning-position))
                       :code (plist-get diagnostic :code)
                       :severity (plist-get diagnostic :severity)))))
           (plist-get publication :diagnostics))))

(defun kbt-hover-text (hover)
  (let ((contents (plist-get hover :contents)))
    (cond ((null contents) nil)
          ((stringp contents) contents)
          ((plist-get contents :value))
          (t (mapconcat (lambda (part) (if (stringp part) part (plist-get part :value)))
                        contents "\n")))))

(defun kbt-run-file (entry)
  (let ((path (plist-get entry :path)) record server)
    (find-file path)
    (setq record (list :path path :uri (eglot--path-to-uri path)))
    (kbt-step (concat "opened " path))
    (run-hooks 'post-command-hook)
    (kbt-wait (concat "eglot to manage " path) (lambda () (eglot-managed-p)))
    (setq server (eglot-current-server))
    (kbt-wait (concat "diagnostics for " path) (lambda () (kbt-publication path)))
    (let ((opened (kbt-publication path)))
      (setq record (append record (list :published opened :shown (kbt-shown opened))))
      (kbt-step (concat "diagnostics for " path))
      (let (hovers)
        ;; Each hover is at the character after the start of `find' on `line'; eglot gives
        ;; the position in the encoding it speaks.
        (dolist (target (append (plist-get entry :hover) nil))
          (goto-char (point-min))
          (forward-line (plist-get target :line))
          (unless (search-forward (plist-get target :find) (line-end-position) t)
            (error "no %s on line %s" (plist-get target :find) (plist-get target :line)))
          (goto-char (1+ (match-beginning 0)))
          (let ((params (eglot--TextDocumentPositionParams)))
            (push (list :line (plist-get target :line)
                        :character (plist-get (plist-get params :position) :character)
                        :markdown (kbt-hover-text
                                   (jsonrpc-request server :textDocument/hover params)))
                  hovers)))
        (setq record (append record (list :hovers (vconcat (nreverse hovers))))))
      (kbt-step (concat "hovers in " path))
      (when-let ((rule (plist-get entry :fix)))
        (let* ((target (cl-find rule (append (plist-get opened :diagnostics) nil)
                                :key (lambda (d) (plist-get d :code)) :test #'equal))
               actions chosen)
          (unless target (error "no %s diagnostic to fix in %s" rule path))
          (setq actions (append (jsonrpc-request
                                 server :textDocument/codeAction
                                 (list :textDocument (eglot--TextDocumentIdentifier)
                                       :range (plist-get target :range)
                                       :context (list :diagnostics (vector target))))
                                nil))
          ;; The actions cover every finding in the range: take the fix of this one (the
          ;; action that names its diagnostic), not "Disable ... on this line".
          (setq chosen (cl-find-if (lambda (action)
                                     (and (equal (plist-get action :kind) "quickfix")
                                          (plist-get action :edit)
                                          (not (string-prefix-p "Disable"
                                                                (plist-get action :title)))
                                          (cl-find rule (append (plist-get action :diagnostics) nil)
                                                   :key (lambda (d) (plist-get d :code))
                                                   :test #'equal)))
                                   actions))
          (unless chosen (error "no quick fix with an edit for %s" rule))
          (eglot--apply-workspace-edit (plist-get chosen :edit))
          (eglot--signal-textDocument/didChange)
          (let ((version eglot--versioned-identifier))
            (kbt-wait (concat "diagnostics for the fixed version of " path)
                      (lambda () (kbt-publication path version)))
            (setq record
                  (append record
                          (list :actions
                                (vconcat
                                 (mapcar (lambda (action)
                                           (list :title (plist-get action :title)
                                                 :kind (plist-get action :kind)
                                                 :diagnostics
                                                 (vconcat (mapcar (lambda (d) (plist-get d :code))
                                                                  (plist-get action :diagnostics)))
                                                 :isPreferred (if (eq (plist-get action :isPreferred) t)
                                                                  t :json-false)))
                                         actions))
                                :applied (plist-get chosen :title)
                                :fixed_version version
                                :after_fix (kbt-publication path version)
                                :fixed_line
                                (save-excursion
                                  (goto-char (point-min))
                                  (forward-line (plist-get (plist-get (plist-get target :range) :start) :line))
                                  (buffer-substring-no-properties
                                   (line-beginning-position) (line-end-position)))))))
          (kbt-step (format "fixed %s in %s" rule path)))))
    (append record (list :text (buffer-substring-no-properties (point-min) (point-max))))))

(let ((result-path (getenv "KBTRAITS_E2E_RESULT"))
      (result nil)
      (json-encoding-pretty-print nil))
  (condition-case failure
      (let* ((json-object-type 'plist) (json-array-type 'vector) (json-key-type 'keyword)
             (plan (json-read-file (getenv "KBTRAITS_E2E_PLAN")))
             files server)
        (dolist (entry (append (plist-get plan :files) nil))
          (push (kbt-run-file entry) files)
          (setq server (eglot-current-server)))
        (setq result (list :files (vconcat (nreverse files))
                           :offset_encoding "utf-16"
                           :capabilities (and server (eglot--capabilities server))))
        (when server
          (let ((process (jsonrpc--process server)))
            (eglot-shutdown server)
            (kbt-wait "the server to exit after shutdown" (lambda () (not (process-live-p process))))
            (setq result (append result (list :stopped t)))
            (kbt-step "stopped"))))
    (error (setq result (append (list :error (error-message-string failure))
                                (unless (plist-member result :files) (list :files []))
                                result))))
  (setq result (append result (list :steps (vconcat (reverse kbt-steps)))))
  (when result-path
    (with-temp-file result-path (insert (json-encode result))))
  (kill-emacs 0))

;;; drive-kbtraits-lsp.el ends here
