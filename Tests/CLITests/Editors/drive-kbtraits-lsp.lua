-- Drives `kbtraits lsp` through Neovim's built-in LSP client, headless, for
-- Tests/CLITests/NeovimLanguageServerTests.swift (Neovim 0.7 or later).
--
-- The README's Neovim setup, run first as init.lua, starts the server and attaches it to each
-- form file; this script (run with `-c "luafile …"`) opens the files of a plan, waits for the
-- diagnostics the server publishes, asks for hovers and code actions, applies a quick fix, stops
-- the server, and writes everything it saw as JSON. Every wait has a timeout, and the script
-- quits whatever happens (the test kills Neovim too if it does not).
--
-- Environment:
--   KBTRAITS_E2E_PLAN    a JSON file: { "files": [ { "path": …, "hover": [ { "line": 0-based,
--                        "find": text on that line } ], "fix": "rule-id" (optional) } ] }
--   KBTRAITS_E2E_RESULT  where the JSON result goes; the server's process id goes to RESULT.pid
--                        as soon as it is known (the test kills it if it outlives Neovim)
--   KBTRAITS_E2E_TIMEOUT_MS  the timeout of each wait (default 10000)

local result_path = os.getenv("KBTRAITS_E2E_RESULT")
local timeout = tonumber(os.getenv("KBTRAITS_E2E_TIMEOUT_MS") or "10000")
local result = { files = {}, published_uris = {}, steps = {} }

local function step(text)
  table.insert(result.steps, text)
end

local function read_json(path)
  return vim.fn.json_decode(table.concat(vim.fn.readfile(path), "\n"))
end

-- Every publishDiagnostics, recorded as sent, then handed to Neovim's own handler.
local published = {}
local default_publish = vim.lsp.handlers["textDocument/publishDiagnostics"]
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, params, ctx, config)
  if params and params.uri then
    published[params.uri] = published[params.uri] or {}
    table.insert(published[params.uri], params)
    table.insert(result.published_uris, params.uri)
  end
  return default_publish(err, params, ctx, config)
end

-- The kbtraits client attached to `bufnr`, if any.
local function kbtraits_client(bufnr)
  local clients = vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients()
  for _, client in ipairs(clients) do
    if client.name == "kbtraits" and vim.lsp.buf_is_attached(bufnr, client.id) then
      return client
    end
  end
  return nil
end

local function wait_for(what, condition)
  local ok = vim.wait(timeout, condition, 20)
  if not ok then
    error("timed out after " .. timeout .. " ms waiting for " .. what)
  end
end

-- The last publication for `uri` whose version is at least `version` (any version when nil).
local function publication(uri, version)
  local list = published[uri] or {}
  for index = #list, 1, -1 do
    local params = list[index]
    if version == nil or (params.version ~= nil and params.version >= version) then
      return params
    end
  end
  return nil
end

-- What Neovim itself shows for the buffer (vim.diagnostic: 0-based lines, byte columns).
local function shown_diagnostics(bufnr)
  local shown = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(shown, {
      lnum = diagnostic.lnum,
      col = diagnostic.col,
      end_lnum = diagnostic.end_lnum,
      end_col = diagnostic.end_col,
      severity = diagnostic.severity,
      code = diagnostic.code,
      source = diagnostic.source,
      message = diagnostic.message,
    })
  end
  table.sort(shown, function(a, b)
    if a.lnum ~= b.lnum then return a.lnum < b.lnum end
    if a.col ~= b.col then return a.col < b.col end
    return tostring(a.code) < tostring(b.code)
  end)
  return shown
end

local function request(bufnr, client, method, params)
  local responses, err = vim.lsp.buf_request_sync(bufnr, method, params, timeout)
  if not responses then
    error(method .. " failed: " .. tostring(err))
  end
  local response = responses[client.id]
  if not response then
    error(method .. ": no answer from the kbtraits client")
  end
  -- Neovim 0.7 calls the error `error`, later versions `err`.
  local failure = response.err or response.error
  if failure then
    error(method .. " answered an error: " .. vim.inspect(failure))
  end
  return response.result
end

local function hover_text(hover)
  if hover == nil then return nil end
  local contents = hover.contents
  if type(contents) == "string" then return contents end
  if contents.value then return contents.value end
  local parts = {}
  for _, part in ipairs(contents) do
    table.insert(parts, type(part) == "string" and part or part.value)
  end
  return table.concat(parts, "\n")
end

local function run_file(entry)
  vim.cmd("edit " .. vim.fn.fnameescape(entry.path))
  local bufnr = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(bufnr)
  local record = { path = entry.path, uri = uri, filetype = vim.bo[bufnr].filetype }
  result.files[#result.files + 1] = record
  step("opened " .. entry.path)

  wait_for("the kbtraits client to start and attach to " .. entry.path, function()
    return kbtraits_client(bufnr) ~= nil
  end)
  local client = kbtraits_client(bufnr)
  if not result.server_pid and client.rpc and client.rpc.pid then
    result.server_pid = client.rpc.pid
    vim.fn.writefile({ tostring(client.rpc.pid) }, result_path .. ".pid")
  end
  wait_for("the server to initialize", function() return client.initialized end)
  result.offset_encoding = client.offset_encoding
  result.capabilities = client.server_capabilities or client.resolved_capabilities

  wait_for("diagnostics for " .. uri, function() return publication(uri) ~= nil end)
  local opened = publication(uri)
  record.published = opened
  -- Neovim's handler has run by now: what the user sees under the text.
  record.shown = shown_diagnostics(bufnr)
  step("diagnostics for " .. entry.path)

  -- Each hover is at the character after the start of `find` on `line`, in the encoding the
  -- client and the server agreed on.
  record.hovers = {}
  for _, target in ipairs(entry.hover or {}) do
    local content = vim.api.nvim_buf_get_lines(bufnr, target.line, target.line + 1, false)[1] or ""
    local start = content:find(target.find, 1, true)
    if not start then error("no " .. target.find .. " on line " .. target.line) end
    local character = start -- the byte after the match's first one, counted from 0
    if client.offset_encoding ~= "utf-8" then
      local utf32, utf16 = vim.str_utfindex(content, start)
      character = client.offset_encoding == "utf-32" and utf32 or utf16
    end
    local hover = request(bufnr, client, "textDocument/hover", {
      textDocument = { uri = uri },
      position = { line = target.line, character = character },
    })
    table.insert(record.hovers, {
      line = target.line, character = character, markdown = hover_text(hover),
    })
  end
  step("hovers in " .. entry.path)

  if entry.fix then
    local target
    for _, diagnostic in ipairs(opened.diagnostics or {}) do
      if diagnostic.code == entry.fix then target = diagnostic break end
    end
    if not target then error("no " .. entry.fix .. " diagnostic to fix in " .. entry.path) end
    local actions = request(bufnr, client, "textDocument/codeAction", {
      textDocument = { uri = uri },
      range = target.range,
      context = { diagnostics = { target } },
    }) or {}
    -- The actions cover every finding in the range: take the fix of this one (the action that
    -- names its diagnostic), not "Disable … on this line".
    record.actions = {}
    local chosen
    for _, action in ipairs(actions) do
      local fixes = {}
      for _, diagnostic in ipairs(action.diagnostics or {}) do
        table.insert(fixes, diagnostic.code)
      end
      table.insert(record.actions, {
        title = action.title, kind = action.kind, isPreferred = action.isPreferred,
        has_edit = action.edit ~= nil, diagnostics = fixes,
      })
      if not chosen and action.kind == "quickfix" and action.edit
        and not action.title:match("^Disable") and vim.tbl_contains(fixes, entry.fix) then
        chosen = action
      end
    end
    if not chosen then error("no quick fix with an edit for " .. entry.fix) end
    record.applied = chosen.title
    vim.lsp.util.apply_workspace_edit(chosen.edit, client.offset_encoding)
    -- Neovim sends the edit as an incremental didChange; the server publishes that version.
    wait_for("diagnostics for the fixed version of " .. uri, function()
      return publication(uri, vim.lsp.util.buf_versions[bufnr]) ~= nil
    end)
    record.fixed_version = vim.lsp.util.buf_versions[bufnr]
    record.after_fix = publication(uri, record.fixed_version)
    record.fixed_line = vim.api.nvim_buf_get_lines(
      bufnr, target.range.start.line, target.range.start.line + 1, false)[1]
    step("fixed " .. entry.fix .. " in " .. entry.path)
  end
  record.text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), "\n")
  return client
end

local function main()
  vim.o.hidden = true
  local plan = read_json(assert(os.getenv("KBTRAITS_E2E_PLAN"), "KBTRAITS_E2E_PLAN not set"))
  local client
  for _, entry in ipairs(plan.files) do
    client = run_file(entry)
  end
  if client then
    local id = client.id
    vim.lsp.stop_client(id)
    wait_for("the server to exit after shutdown", function()
      return vim.lsp.get_client_by_id(id) == nil
    end)
    result.stopped = true
    step("stopped")
  end
end

local ok, message = xpcall(main, debug.traceback)
if not ok then result.error = tostring(message) end
if result_path then
  vim.fn.writefile({ vim.fn.json_encode(result) }, result_path)
end
vim.cmd("qa!")
