// End-to-end tests of the `scaffold` binary live here.
