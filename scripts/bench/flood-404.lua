-- wrk script of the 404 flood (scripts/bench/resilience-flood.mjs): every request a page path that does not exist,
-- never the same twice, so no cache in front can answer it and the origin renders each one's 404 page.
local counter = 0
math.randomseed(os.time())
request = function()
  counter = counter + 1
  return wrk.format("GET", "/us/no-such-page-" .. math.random(1, 1000000000) .. "-" .. counter)
end
