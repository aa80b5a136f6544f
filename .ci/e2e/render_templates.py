#!/usr/bin/env python3
"""Render scaffold's `Templates/Init` tree without the scaffold binary.

A deliberately small Mustache subset, enough for the init templates and strict about the rest:
`{{name}}` (HTML-escaped as the Mustache spec says), `{{{name}}}` / `{{& name}}` (verbatim),
`{{#name}}...{{/name}}` (lists repeat, true/objects render once, false/empty/missing skip),
`{{^name}}...{{/name}}`, `{{! comment}}`, and the spec's standalone-line rule (a line holding only
a section, inverted, closing or comment tag disappears entirely). Names resolve through the context
stack like Mustache; an unknown variable is an error here (Mustache would print nothing) so typos
in templates fail loudly.

Usage:
  render_templates.py --templates DIR --out DIR (--context FILE.json | --prefix PREFIX [--package-name NAME] [--feature NAME]...)

Every `*.mustache` file under DIR is rendered to OUT with `.mustache` dropped from its name; the
path itself is rendered too (directories are named `{{modulePrefix}}Networking` and so on).
"""

import argparse
import json
import os
import re
import sys

TAG = re.compile(r"\{\{(\{)?\s*([#^/!&]?)\s*(.*?)\s*(?(1)\})\}\}", re.S)
STANDALONE_KINDS = {"#", "^", "/", "!"}


class TemplateError(Exception):
	pass


def tokenize(text, origin):
	"""Split into ("text", str) and (kind, name) tokens, applying the standalone-line rule."""
	tokens = []
	position = 0
	for match in TAG.finditer(text):
		triple, kind, name = match.group(1), match.group(2), match.group(3)
		if triple:
			kind = "&"
		start, end = match.start(), match.end()
		if kind in STANDALONE_KINDS:
			line_start = text.rfind("\n", 0, start) + 1
			line_end = text.find("\n", end)
			line_end = len(text) if line_end == -1 else line_end + 1
			before, after = text[line_start:start], text[end:line_end]
			if line_start >= position and before.strip() == "" and after.strip() == "":
				start, end = line_start, line_end
		if start > position:
			tokens.append(("text", text[position:start]))
		if kind != "!":
			if not name:
				raise TemplateError(f"{origin}: empty tag at offset {match.start()}")
			tokens.append((kind or "name", name))
		position = end
	tokens.append(("text", text[position:]))
	return tokens


def parse(tokens, origin):
	"""Nest section tokens into ("section"/"inverted", name, children) nodes."""
	root = []
	stack = [(None, root)]
	for kind, value in tokens:
		if kind in ("#", "^"):
			node = ("section" if kind == "#" else "inverted", value, [])
			stack[-1][1].append(node)
			stack.append((value, node[2]))
		elif kind == "/":
			if stack[-1][0] != value:
				raise TemplateError(f"{origin}: closing {{{{/{value}}}}} does not match {{{{#{stack[-1][0]}}}}}")
			stack.pop()
		else:
			stack[-1][1].append((kind, value))
	if len(stack) != 1:
		raise TemplateError(f"{origin}: section {{{{#{stack[-1][0]}}}}} is never closed")
	return root


def escape(text):
	"""The Mustache spec's HTML escaping: & " < > only."""
	return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


def lookup(name, contexts, origin, required):
	if name == ".":
		return contexts[-1]
	head, *rest = name.split(".")
	for context in reversed(contexts):
		if isinstance(context, dict) and head in context:
			value = context[head]
			for part in rest:
				if not isinstance(value, dict) or part not in value:
					raise TemplateError(f"{origin}: unknown name '{name}'")
				value = value[part]
			return value
	if required:
		raise TemplateError(f"{origin}: unknown name '{name}'")
	return None


def render_nodes(nodes, contexts, origin):
	out = []
	for node in nodes:
		kind = node[0]
		if kind == "text":
			out.append(node[1])
		elif kind in ("name", "&"):
			value = lookup(node[1], contexts, origin, required=True)
			text = "" if value is None else (str(value).lower() if isinstance(value, bool) else str(value))
			out.append(text if kind == "&" else escape(text))
		elif kind == "section":
			value = lookup(node[1], contexts, origin, required=False)
			if isinstance(value, list):
				for item in value:
					out.append(render_nodes(node[2], contexts + [item], origin))
			elif isinstance(value, dict):
				out.append(render_nodes(node[2], contexts + [value], origin))
			elif value:
				out.append(render_nodes(node[2], contexts, origin))
		elif kind == "inverted":
			value = lookup(node[1], contexts, origin, required=False)
			if not value:
				out.append(render_nodes(node[2], contexts, origin))
	return "".join(out)


def render(text, context, origin):
	return render_nodes(parse(tokenize(text, origin), origin), [context], origin)


def main():
	parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
	parser.add_argument("--templates", required=True)
	parser.add_argument("--out", required=True)
	parser.add_argument("--context", help="JSON file with the full context")
	parser.add_argument("--prefix", help="modulePrefix (when no --context)")
	parser.add_argument("--package-name", default="App")
	parser.add_argument("--feature", action="append", default=[], help="add a feature NAME to the context (repeatable, with --prefix)")
	args = parser.parse_args()

	if args.context:
		with open(args.context, encoding="utf-8") as handle:
			context = json.load(handle)
	elif args.prefix:
		features = [
			{
				"name": name,
				"module": args.prefix + name,
				"testModule": args.prefix + name + "Tests",
				"path": "Features/" + name,
			}
			for name in args.feature
		]
		context = {"modulePrefix": args.prefix, "packageName": args.package_name, "features": features}
	else:
		parser.error("give --context or --prefix")

	count = 0
	for directory, _, files in sorted(os.walk(args.templates)):
		for file_name in sorted(files):
			if not file_name.endswith(".mustache"):
				continue
			source = os.path.join(directory, file_name)
			relative = os.path.relpath(source, args.templates)[: -len(".mustache")]
			target = os.path.join(args.out, render(relative, context, source))
			with open(source, encoding="utf-8") as handle:
				text = handle.read()
			rendered = render(text, context, source)
			os.makedirs(os.path.dirname(target), exist_ok=True)
			with open(target, "w", encoding="utf-8") as handle:
				handle.write(rendered)
			count += 1
	print(f"rendered {count} files into {args.out}", file=sys.stderr)


if __name__ == "__main__":
	try:
		main()
	except TemplateError as error:
		print(f"error: {error}", file=sys.stderr)
		sys.exit(1)
