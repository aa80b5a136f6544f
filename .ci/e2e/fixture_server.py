#!/usr/bin/env python3
"""A tiny local stand-in for the Rick and Morty REST and GraphQL APIs, for end-to-end tests.

Usage: fixture_server.py [PORT] [LIFETIME_SECONDS] [--max-requests N] [--fixtures DIR]

Binds 127.0.0.1:PORT (0, the default, picks a free port) and prints the port on the first line of
stdout. Stops by itself after LIFETIME_SECONDS (default 300) or N requests (default 1000), so a
forgotten server never outlives the CI job. Requests are logged to stderr.

Routes (fixtures are read from DIR, default: the `fixtures` folder next to this script):
  GET  /api/character/1             200 character.json
  GET  /api/character?page=1        200 characters_page.json (also without `page`; other query items ignored)
  GET  anything else under /api     404 {"error": "..."} like the real API
  Blog, an API shaped unlike Rick and Morty's (base path /api/v2, trailing slashes kept and
  required, items by slug, every body in a "data" envelope):
  GET  /api/v2/articles/                     200 {"data": [the article]}
  GET  /api/v2/articles/hello-world/         200 {"data": the article}; another slug -> 404
  GET  /api/v2/articles/hello-world/comments/  200 {"data": [a comment]}
  GET  /api/v2/comments/?offset=0&limit=2    200 {"data": {"count": 3, "next", "previous", "results"}}: a page
                                             as Django REST Framework's LimitOffsetPagination sends it
  POST /api/v2/articles/                     201 {"data": the body sent}
  a Blog path without its trailing slash     404 (the strict server such an API has)
  GET  /api/v2/subscribers?p=1 (or 2)        200 a Laravel paginator's page: {"data": [...], "total": 3,
                                             "last_page": 2, "next_page_url", "prev_page_url"}; no slash
  GET  /api/v2/subscribers/1                 200 the subscriber, bare; another id -> 404
  Feed, lists with no page numbers (page size 2, no base path):
  GET  /feed/posts[?limit=2][&author=A][&cursor=C]  200 {"items": [...], "nextCursor": C'}: a cursor (opaque base64) for
                                             the next page, null on the last; a cursor not of this server -> 400
  GET  /feed/posts/1                         200 the post with ETag "post-1-v1", Last-Modified and
                                             Cache-Control: max-age=120; 304 (no body) when
                                             If-None-Match is that ETag; another id -> 404
  GET  /feed/events/[?cursor=C]              200 {"next": URL, "previous": URL, "results": [...]}, as Django
                                             REST Framework's CursorPagination sends it; the slash is required
  GET  /feed/events/1/                       200 the event, Cache-Control: no-store; another id -> 404
  Starred, pages as GitHub's REST API sends them (the body the items, the next page in the Link header):
  GET  /gh/user/starred[?language=L][&page=N][&per_page=M]  200 [repos]; Link: <…?page=N+1&per_page=M…>; rel="next",
                                             <…>; rel="last" (and first/prev after page 1); per_page 2 by default
  GET  /gh/users/{login}/repos[?page=N][&per_page=M]  the repos of apple or python, paged as the starred ones; another
                                             user -> 404
  GET  /gh/repositories/1                    200 the repository; another id -> 404
  POST /graphql GetStories / GetStory  200 Feed's stories as a Relay connection: `first` edges (the app asks
                                    for 20; 2 when absent) after the `after` cursor, filtered by `author`, with
                                    pageInfo {hasNextPage, endCursor}; one story by id ("s1"…)
  POST /graphql                     200; operation GetCharacterEpisodes: `variables.id == "1"` ->
                                    {"data": {"character": {"episode": [the episode]}}}, any other id ->
                                    {"data": {"character": null}} (the real API's unknown character);
                                    other operations: `variables.id == "1"` -> {"data": {"episode": ...}}
                                    from episode_graphql_response.json, anything else -> the errors
                                    envelope of episode_graphql_error.json; a body that is not JSON -> 400
"""

import argparse
import base64
import json
import os
import re
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit


def load_fixtures(directory):
	names = {
		"character": "character.json",
		"characters_page": "characters_page.json",
		"episode_response": "episode_graphql_response.json",
		"episode_error": "episode_graphql_error.json",
	}
	fixtures = {}
	for key, file_name in names.items():
		with open(os.path.join(directory, file_name), encoding="utf-8") as handle:
			fixtures[key] = json.load(handle)
	return fixtures


def rest_route(path, query):
	"""(status, fixture key or error body) for a GET."""
	if path == "/api/character/1":
		return 200, "character"
	if path == "/api/character":
		page = query.get("page", ["1"])[0]
		return (200, "characters_page") if page == "1" else (404, {"error": "There is nothing here"})
	if path.startswith("/api/character/"):
		return 404, {"error": "Character not found"}
	return 404, {"error": "There is nothing here"}


ARTICLE = {
	"slug": "hello-world", "title": "Hello, world", "body": "The first post.", "tags": ["intro"],
	"published_at": "2026-03-01T09:30:00Z",
}
COMMENT = {"id": 1, "author": "Ada", "text": "Nice post."}
COMMENTS = [COMMENT, {"id": 2, "author": "Grace", "text": "Agreed."}, {"id": 3, "author": "Edsger", "text": "Goto considered."}]


SUBSCRIBERS = [
	{"id": 1, "email": "ada@example.com", "name": "Ada", "subscribed_at": 1769932800},
	{"id": 2, "email": "grace@example.com", "name": "Grace", "subscribed_at": 1770019200},
	{"id": 3, "email": "edsger@example.com", "name": "Edsger", "subscribed_at": 1770105600},
]


def subscribers_route(path, query, base):
	"""(status, body) for Blog's subscribers: pages of two, as a Laravel paginator sends them."""
	if path == "/api/v2/subscribers":
		page = int(query.get("p", ["1"])[0] or 1)
		link = lambda number: "%s/api/v2/subscribers?p=%d" % (base, number) if 1 <= number <= 2 else None
		return 200, {
			"data": SUBSCRIBERS[(page - 1) * 2:page * 2], "total": len(SUBSCRIBERS), "last_page": 2,
			"next_page_url": link(page + 1), "prev_page_url": link(page - 1),
		}
	if path == "/api/v2/subscribers/1":
		return 200, SUBSCRIBERS[0]
	return 404, {"message": "No query results for model [Subscriber]."}


POSTS = [
	{"id": 1, "author": "ada", "text": "Shipping cursors today.", "likes": 42},
	{"id": 2, "author": "grace", "text": "Nanoseconds, not cursors.", "likes": 7},
	{"id": 3, "author": "ada", "text": "The engine weaves.", "likes": 12},
	{"id": 4, "author": "edsger", "text": "Goto considered.", "likes": 3},
	{"id": 5, "author": "ada", "text": "Notes on notes.", "likes": 99},
]

EVENTS = [
	{"id": 1, "kind": "signed_in", "occurredAt": "2026-11-01T08:00:00Z"},
	{"id": 2, "kind": "posted", "occurredAt": "2026-11-01T08:05:00Z"},
	{"id": 3, "kind": "signed_out", "occurredAt": "2026-11-01T09:00:00Z"},
]


def cursor(position):
	"""An opaque cursor, as such APIs send them: base64 of where the next page starts."""
	return base64.urlsafe_b64encode(("p=%d" % position).encode()).decode()


def position(query):
	"""Where the page the query's cursor asks for starts (0 without one); None for a cursor not made here."""
	written = query.get("cursor", [None])[0]
	if written is None:
		return 0
	try:
		text = base64.urlsafe_b64decode(written.encode()).decode()
		return int(text[2:]) if text.startswith("p=") else None
	except (ValueError, UnicodeDecodeError):
		return None


REPOS = [
	{"id": 1, "full_name": "apple/swift", "language": "C++", "stargazers_count": 67000},
	{"id": 2, "full_name": "apple/swift-nio", "language": "Swift", "stargazers_count": 8000},
	{"id": 3, "full_name": "python/cpython", "language": "Python", "stargazers_count": 62000},
	{"id": 4, "full_name": "swiftlang/swift-testing", "language": "Swift", "stargazers_count": 1900},
	{"id": 5, "full_name": "torvalds/linux", "language": "C", "stargazers_count": 180000},
	{"id": 6, "full_name": "apple/swift-collections", "language": "Swift", "stargazers_count": 3900},
]


def starred_route(path, query, base):
	"""(status, body, headers) for Starred: GitHub's pages, the next one in the Link header; a
	user's repositories (/gh/users/{login}/repos) are paged the same way, an unknown user a 404."""
	if path == "/gh/repositories/1":
		return 200, REPOS[0], {}
	owner = re.fullmatch(r"/gh/users/([^/]+)/repos", path)
	if path != "/gh/user/starred" and (owner is None or owner.group(1) not in ("apple", "python")):
		return 404, {"message": "Not Found"}, {}
	language = query.get("language", [None])[0]
	page, per_page = int(query.get("page", ["1"])[0]), int(query.get("per_page", ["2"])[0])
	repos = [repo for repo in REPOS if language is None or repo["language"] == language]
	if owner is not None:
		repos = [repo for repo in repos if repo["full_name"].startswith(owner.group(1) + "/")]
	last = max(1, (len(repos) + per_page - 1) // per_page)
	def link(number, relation):
		items = ([("language", language)] if language else []) + [("page", str(number)), ("per_page", str(per_page))]
		return '<%s%s?%s>; rel="%s"' % (base, path, "&".join("%s=%s" % item for item in items), relation)
	links = ([link(1, "first"), link(page - 1, "prev")] if page > 1 else []) + ([link(page + 1, "next"), link(last, "last")] if page < last else [])
	return 200, repos[(page - 1) * per_page:page * per_page], {"Link": ", ".join(links)} if links else {}


POST_ETAG = '"post-1-v1"'


def feed_route(path, query, base, request_headers):
	"""(status, body, headers) for a GET under /feed: pages of two, continued by cursor or by link;
	items with caching headers (an ETag honoured by a 304, or no-store)."""
	status, body = feed_body(path, query, base)
	if path == "/feed/posts/1":
		if request_headers.get("If-None-Match") == POST_ETAG:
			return 304, None, {"ETag": POST_ETAG}
		return status, body, {"ETag": POST_ETAG, "Last-Modified": "Sun, 01 Nov 2026 08:00:00 GMT", "Cache-Control": "max-age=120"}
	if path == "/feed/events/1/":
		return status, body, {"Cache-Control": "no-store"}
	return status, body, {}


def feed_body(path, query, base):
	"""(status, body) for a GET under /feed."""
	start = position(query)
	if path == "/feed/posts":
		author = query.get("author", [None])[0]
		posts = [post for post in POSTS if author is None or post["author"] == author]
		if start is None:
			return 400, {"error": "invalid cursor"}
		limit = int(query.get("limit", ["2"])[0])
		more = start + limit < len(posts)
		return 200, {"items": posts[start:start + limit], "nextCursor": cursor(start + limit) if more else None}
	if path == "/feed/posts/1":
		return 200, POSTS[0]
	if path == "/feed/events/":
		if start is None:
			return 400, {"detail": "Invalid cursor"}
		link = lambda at: "%s/feed/events/?cursor=%s" % (base, cursor(at))
		return 200, {
			"next": link(start + 2) if start + 2 < len(EVENTS) else None,
			"previous": link(max(0, start - 2)) if start > 0 else None,
			"results": EVENTS[start:start + 2],
		}
	if path == "/feed/events/1/":
		return 200, EVENTS[0]
	return 404, {"detail": "Not found."}


def blog_route(path, query, base):
	"""(status, body) for a GET under /api/v2: trailing slashes required, bodies enveloped."""
	if not path.endswith("/"):
		return 404, {"error": "Not found (this API writes a trailing slash)"}
	if path == "/api/v2/articles/":
		return 200, {"data": [ARTICLE]}
	if path == "/api/v2/articles/hello-world/":
		return 200, {"data": ARTICLE}
	if path == "/api/v2/articles/hello-world/comments/":
		return 200, {"data": [COMMENT]}
	if path == "/api/v2/comments/":
		# LimitOffsetPagination: no number of pages, links carry the offset.
		offset, limit = int(query.get("offset", ["0"])[0]), int(query.get("limit", ["2"])[0])
		link = lambda start: "%s/api/v2/comments/?limit=%d&offset=%d" % (base, limit, start) if 0 <= start < len(COMMENTS) else None
		return 200, {"data": {
			"count": len(COMMENTS), "next": link(offset + limit), "previous": link(offset - limit) if offset > 0 else None,
			"results": COMMENTS[offset:offset + limit],
		}}
	return 404, {"error": "Not found"}


STORIES = [
	{"id": "s1", "title": "Cursors, explained", "author": "ada"},
	{"id": "s2", "title": "Edges and nodes", "author": "grace"},
	{"id": "s3", "title": "Connections all the way down", "author": "ada"},
]


def stories_route(operation_name, variables):
	"""(status, body) for Feed's stories: a Relay connection, `first` edges after the `after` cursor."""
	if operation_name == "GetStory":
		found = [story for story in STORIES if story["id"] == variables.get("id")]
		return 200, {"data": {"story": found[0]}} if found else {"data": {"story": None}, "errors": [{"message": "Story not found"}]}
	author = variables.get("author")
	stories = [story for story in STORIES if author is None or story["author"] == author]
	start = 0
	if variables.get("after") is not None:
		start = position({"cursor": [variables["after"]]})
		if start is None:
			return 200, {"errors": [{"message": "invalid cursor"}], "data": None}
	first = int(variables.get("first") or 2)
	page = stories[start:start + first]
	edges = [{"cursor": cursor(start + index + 1), "node": story} for index, story in enumerate(page)]
	more = start + first < len(stories)
	return 200, {"data": {"stories": {"edges": edges, "pageInfo": {"hasNextPage": more, "endCursor": edges[-1]["cursor"] if edges else None}}}}


def graphql_route(operation, fixtures):
	"""(status, body) for a POST /graphql with the decoded JSON body."""
	variables = operation.get("variables") if isinstance(operation, dict) else None
	if isinstance(operation, dict) and operation.get("operationName") in ("GetStories", "GetStory"):
		return stories_route(operation["operationName"], variables if isinstance(variables, dict) else {})
	known = isinstance(variables, dict) and variables.get("id") == "1"
	if isinstance(operation, dict) and operation.get("operationName") == "GetCharacterEpisodes":
		episodes = [fixtures["episode_response"]["data"]["episode"]]
		return 200, {"data": {"character": {"episode": episodes} if known else None}}
	if known:
		return 200, {"data": fixtures["episode_response"]["data"]}
	return 200, fixtures["episode_error"]


class Server(ThreadingHTTPServer):
	# Non-daemon handler threads: closing the server waits for replies in flight (bounded by the
	# handler's timeout) instead of cutting them off when the process exits.
	daemon_threads = False

	def __init__(self, address, fixtures, max_requests):
		super().__init__(address, Handler)
		self.fixtures = fixtures
		self.remaining = max_requests
		self.lock = threading.Lock()

	def take_request(self):
		"""False once the request budget is spent (and asks the server to stop)."""
		with self.lock:
			self.remaining -= 1
			remaining = self.remaining
		if remaining == 0:
			threading.Thread(target=self.shutdown, daemon=True).start()
		return remaining >= 0


class Handler(BaseHTTPRequestHandler):
	# HTTP/1.0: one request per connection, so a kept-alive client never pins a thread.
	protocol_version = "HTTP/1.0"
	# Seconds a silent client may hold a handler thread.
	timeout = 10

	def do_GET(self):
		if not self.server.take_request():
			return self.reply(503, {"error": "request budget spent"})
		url = urlsplit(self.path)
		if url.path.startswith("/api/v2/subscribers"):
			base = "http://%s:%d" % self.server.server_address[:2]
			return self.reply(*subscribers_route(url.path, parse_qs(url.query), base))
		if url.path.startswith("/gh/"):
			base = "http://%s:%d" % self.server.server_address[:2]
			status, body, headers = starred_route(url.path, parse_qs(url.query), base)
			return self.reply(status, body, headers)
		if url.path.startswith("/feed/"):
			base = "http://%s:%d" % self.server.server_address[:2]
			return self.reply(*feed_route(url.path, parse_qs(url.query), base, self.headers))
		if url.path.startswith("/api/v2/"):
			base = "http://%s:%d" % self.server.server_address[:2]
			return self.reply(*blog_route(url.path, parse_qs(url.query), base))
		if not url.path.startswith("/api"):
			return self.reply(404, {"error": "There is nothing here"})
		status, body = rest_route(url.path.rstrip("/") or "/", parse_qs(url.query))
		self.reply(status, self.server.fixtures[body] if isinstance(body, str) else body)

	def do_POST(self):
		if not self.server.take_request():
			return self.reply(503, {"error": "request budget spent"})
		length = int(self.headers.get("Content-Length") or 0)
		raw = self.rfile.read(length)
		if urlsplit(self.path).path == "/api/v2/articles/":
			try:
				return self.reply(201, {"data": json.loads(raw or b"null")})
			except ValueError:
				return self.reply(400, {"error": "Body is not JSON"})
		if urlsplit(self.path).path != "/graphql":
			return self.reply(404, {"error": "There is nothing here"})
		try:
			operation = json.loads(raw or b"null")
		except ValueError:
			return self.reply(400, {"errors": [{"message": "Body is not JSON"}]})
		if isinstance(operation, dict):
			# The operation and its variables, so the end-to-end check can see what a client sent.
			sys.stderr.write("fixture_server: graphql %s %s\n" % (operation.get("operationName"), json.dumps(operation.get("variables"), sort_keys=True)))
		self.reply(*graphql_route(operation, self.server.fixtures))

	def reply(self, status, body, headers=None):
		# A 304 has no body (RFC 9110 15.4.5).
		payload = b"" if status == 304 else json.dumps(body).encode("utf-8")
		self.send_response(status)
		if status != 304:
			self.send_header("Content-Type", "application/json; charset=utf-8")
		self.send_header("Content-Length", str(len(payload)))
		for name, value in (headers or {}).items():
			self.send_header(name, value)
		self.end_headers()
		self.wfile.write(payload)

	def log_message(self, format, *args):
		sys.stderr.write("fixture_server: %s %s\n" % (self.address_string(), format % args))


def main():
	here = os.path.dirname(os.path.abspath(__file__))
	parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
	parser.add_argument("port", nargs="?", type=int, default=0)
	parser.add_argument("lifetime", nargs="?", type=float, default=300)
	parser.add_argument("--max-requests", type=int, default=1000)
	parser.add_argument("--fixtures", default=os.path.join(here, "fixtures"))
	args = parser.parse_args()

	server = Server(("127.0.0.1", args.port), load_fixtures(args.fixtures), args.max_requests)
	print(server.server_address[1], flush=True)
	timer = threading.Timer(args.lifetime, server.shutdown)
	timer.daemon = True
	timer.start()
	sys.stderr.write(f"fixture_server: listening on 127.0.0.1:{server.server_address[1]} for {args.lifetime:g}s\n")
	try:
		server.serve_forever()
	finally:
		timer.cancel()
		server.server_close()
		sys.stderr.write("fixture_server: stopped\n")


if __name__ == "__main__":
	main()
