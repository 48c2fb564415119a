"""The solver workloads of Sources/SolverBenchmarks/Workloads.swift, run through kiwisolver.

Prints one JSON line per workload, like the Swift runner: {"name", "median", "min", "runs"}.
Priorities map to kiwi strengths as kiwi users would write them: 750 -> strong, 250 -> weak.
Usage: python3 bench_kiwi.py [substring ...] [--skip-slow]
"""
import json
import sys
import time

import kiwisolver as kiwi

STRONG = kiwi.strength.strong
WEAK = kiwi.strength.weak


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def chain(count):
    start = time.perf_counter()
    solver = kiwi.Solver()
    tops = [kiwi.Variable(f"top{i}") for i in range(count)]
    heights = [kiwi.Variable(f"height{i}") for i in range(count)]
    solver.addConstraint(tops[0] == 0)
    for i in range(count):
        solver.addConstraint((heights[i] == 44) | STRONG)
        if i > 0:
            solver.addConstraint(tops[i] == tops[i - 1] + heights[i - 1] + 8)
    solver.updateVariables()
    elapsed = time.perf_counter() - start
    check(abs(tops[-1].value() - 52 * (count - 1)) < 1e-6, "chain")
    return elapsed


def independent(count):
    start = time.perf_counter()
    solver = kiwi.Solver()
    tops = [kiwi.Variable(f"top{i}") for i in range(count)]
    heights = [kiwi.Variable(f"height{i}") for i in range(count)]
    for i in range(count):
        solver.addConstraint((heights[i] == 44) | STRONG)
        solver.addConstraint(tops[i] == 52 * i)
    solver.updateVariables()
    elapsed = time.perf_counter() - start
    check(tops[-1].value() == 52 * (count - 1), "independent")
    return elapsed


def grid(size):
    start = time.perf_counter()
    solver = kiwi.Solver()
    lefts = [[kiwi.Variable(f"left{r},{c}") for c in range(size)] for r in range(size)]
    tops = [[kiwi.Variable(f"top{r},{c}") for c in range(size)] for r in range(size)]
    widths = [[kiwi.Variable(f"width{r},{c}") for c in range(size)] for r in range(size)]
    heights = [[kiwi.Variable(f"height{r},{c}") for c in range(size)] for r in range(size)]
    for r in range(size):
        for c in range(size):
            if c == 0:
                solver.addConstraint(lefts[r][0] == 0)
            else:
                solver.addConstraint(lefts[r][c] == lefts[r][c - 1] + widths[r][c - 1] + 2)
                solver.addConstraint(widths[r][c] == widths[r][0])
            if r == 0:
                solver.addConstraint(tops[0][c] == 0)
            else:
                solver.addConstraint(tops[r][c] == tops[r - 1][c] + heights[r - 1][c] + 2)
                solver.addConstraint(heights[r][c] == heights[0][c])
            solver.addConstraint((widths[r][c] == 40) | WEAK)
            solver.addConstraint((heights[r][c] == 40) | WEAK)
        solver.addConstraint(lefts[r][size - 1] + widths[r][size - 1] == 1000)
    for c in range(size):
        solver.addConstraint(tops[size - 1][c] + heights[size - 1][c] == 1000)
    solver.updateVariables()
    elapsed = time.perf_counter() - start
    expected = (1000 - 2 * (size - 1)) / size
    check(abs(widths[-1][-1].value() - expected) < 1e-6, "grid width")
    check(abs(heights[-1][0].value() - expected) < 1e-6, "grid height")
    return elapsed


def edit_loop(count):
    solver = kiwi.Solver()
    container = kiwi.Variable("container")
    lefts = [kiwi.Variable(f"left{i}") for i in range(count)]
    widths = [kiwi.Variable(f"width{i}") for i in range(count)]
    spacer = count // 2
    solver.addEditVariable(container, STRONG)
    solver.suggestValue(container, 20 * count)
    solver.addConstraint(lefts[0] == 0)
    for i in range(count):
        if i > 0:
            solver.addConstraint(lefts[i] == lefts[i - 1] + widths[i - 1])
        if i == spacer:
            solver.addConstraint(widths[i] >= 0)
        else:
            solver.addConstraint((widths[i] == 10) | STRONG)
    solver.addConstraint(lefts[-1] + widths[-1] == container)
    solver.updateVariables()
    start = time.perf_counter()
    for step in range(1000):
        solver.suggestValue(container, 20 * count + step % 100)
        solver.updateVariables()
    elapsed = time.perf_counter() - start
    expected = 20 * count + 99 - 10 * (count - 1)
    check(abs(widths[spacer].value() - expected) < 1e-6, "edit loop")
    return elapsed


def remove_and_re_add(count, links):
    solver = kiwi.Solver()
    tops = [kiwi.Variable(f"top{i}") for i in range(count)]
    heights = [kiwi.Variable(f"height{i}") for i in range(count)]
    height_constraints, link_constraints = [], []
    solver.addConstraint(tops[0] == 0)
    for i in range(count):
        height_constraints.append((heights[i] == 44) | STRONG)
        solver.addConstraint(height_constraints[-1])
        if i > 0:
            link_constraints.append(tops[i] == tops[i - 1] + heights[i - 1] + 8)
            solver.addConstraint(link_constraints[-1])
    churned = link_constraints if links else height_constraints
    start = time.perf_counter()
    for constraint in churned:
        solver.removeConstraint(constraint)
    for constraint in churned:
        solver.addConstraint(constraint)
    solver.updateVariables()
    elapsed = time.perf_counter() - start
    check(abs(tops[-1].value() - 52 * (count - 1)) < 1e-6, "remove and re-add")
    return elapsed


WORKLOADS = [
    ("chain 100", lambda: chain(100), 21, False),
    ("chain 1000", lambda: chain(1000), 7, False),
    ("chain 10000", lambda: chain(10000), 1, True),
    ("independent 100", lambda: independent(100), 21, False),
    ("independent 1000", lambda: independent(1000), 11, False),
    ("independent 10000", lambda: independent(10000), 3, False),
    ("grid 10", lambda: grid(10), 11, False),
    ("grid 30", lambda: grid(30), 5, False),
    ("grid 50", lambda: grid(50), 1, True),
    ("edit loop 1000 (1000 suggests)", lambda: edit_loop(1000), 3, False),
    ("remove + re-add 1000 optional heights", lambda: remove_and_re_add(1000, False), 1, True),
    ("remove + re-add 1000 required links", lambda: remove_and_re_add(1000, True), 1, True),
]


def main():
    arguments = sys.argv[1:]
    skip_slow = "--skip-slow" in arguments
    filters = [a for a in arguments if a != "--skip-slow"]
    for name, run, repetitions, slow in WORKLOADS:
        if filters and not any(f in name for f in filters):
            continue
        if slow and skip_slow:
            continue
        times = sorted(run() for _ in range(repetitions))
        print(json.dumps({"name": name, "median": times[len(times) // 2], "min": times[0], "runs": len(times)}),
              flush=True)


if __name__ == "__main__":
    main()
