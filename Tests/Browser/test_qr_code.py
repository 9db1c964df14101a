"""The web app's QR codes against an encoder it did not write (PyPI's `qrcode`): for texts of several lengths, at
error correction levels L and M, every version that holds them up to 6 and every mask, the page's modules are the
same, module for module; the mask the page picks itself is one of those."""

import pytest
import qrcode
import qrcode.util
from qrcode.constants import ERROR_CORRECT_L, ERROR_CORRECT_M

from browser import BASE_URL, start_browser

TEXTS = ["NextStop", "https://nextstop.example/link#Zm9vYmFyYmF6cXV4MTIzNDU2", "一二三 ünïcödé ✓ " * 3]
LEVELS = {"L": ERROR_CORRECT_L, "M": ERROR_CORRECT_M}

PAGE_MATRICES = """
const [cases, done] = arguments;
import('/assets/qr-code.js').then(({ qrMatrix }) => done(cases.map(([text, level, version, mask]) => {
  try { return qrMatrix(text, { level, version, mask }); } catch (error) { return String(error); }
})));
"""


def reference(text, level, version, mask):
    code = qrcode.QRCode(version=version, error_correction=LEVELS[level], border=0, mask_pattern=mask)
    code.add_data(qrcode.util.QRData(text.encode(), mode=qrcode.util.MODE_8BIT_BYTE))
    code.make(fit=False)
    return [[bool(module) for module in row] for row in code.get_matrix()]


def fits(text, level, version):
    capacities = {"L": [19, 34, 55, 80, 108, 136], "M": [16, 28, 44, 64, 86, 108]}
    return capacities[level][version - 1] * 8 >= 12 + len(text.encode()) * 8


@pytest.fixture(scope="module")
def page():
    driver = start_browser("en-GB,en;q=0.9")
    driver.get(f"{BASE_URL}/settings")
    yield driver
    driver.quit()


@pytest.mark.parametrize("text", TEXTS)
def test_every_version_and_mask_matches_the_reference_encoder(page, text):
    cases = [(text, level, version, mask) for level in LEVELS for version in range(1, 7) if fits(text, level, version)
             for mask in range(8)]
    assert cases
    matrices = page.execute_async_script(PAGE_MATRICES, cases)
    for case, matrix in zip(cases, matrices):
        assert matrix == reference(*case), case


def test_the_chosen_mask_is_a_valid_one_and_too_long_a_text_is_refused(page):
    text = TEXTS[1]
    chosen, too_long = page.execute_async_script(PAGE_MATRICES, [[text, "M", None, None], ["x" * 200, "M", None, None]])
    version = next(v for v in range(1, 7) if fits(text, "M", v))
    assert chosen in [reference(text, "M", version, mask) for mask in range(8)]
    assert too_long.startswith("RangeError")
