-- bench/wrk.ts's script for wrk: every request takes the next path of a file the bench drew (one a line), going
-- round when they run out, and the summary is printed as one JSON line for the bench to read.
local paths = {}
local n = 0

function init(args)
    for line in io.lines(args[1]) do
        paths[#paths + 1] = line
    end
end

function request()
    n = n % #paths + 1
    return wrk.format("GET", paths[n])
end

function done(summary, latency, requests)
    local e = summary.errors
    io.write(string.format(
        '{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"status":%d,"socket":%d}\n',
        summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
        e.status, e.connect + e.read + e.write + e.timeout))
end
