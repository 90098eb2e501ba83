//! In a browser a written file is a download: its bytes go to the browser under the
//! file's name, and the browser saves them where its user says.

use std::io::Write;
use std::path::Path;

use wasm_bindgen::{JsCast, JsValue};

/// Collects what `write` writes and hands it to the browser as the download `path` names.
pub fn write_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let mut bytes = Vec::new();
    write(&mut bytes)?;
    let name = path
        .file_name()
        .map_or_else(|| "abtutor".into(), |name| name.to_string_lossy());
    // As a desktop's errors, the browser's come in its own words.
    offer(&name, &bytes).map_err(|error| match error.as_string() {
        Some(said) => std::io::Error::other(said),
        None => std::io::Error::other(format!("{error:?}")),
    })
}

/// A Blob of `bytes`, a link to it, and a click on that link.
fn offer(name: &str, bytes: &[u8]) -> Result<(), JsValue> {
    let no_page =
        || JsValue::from(std::io::Error::from(std::io::ErrorKind::Unsupported).to_string());
    let window = web_sys::window().ok_or_else(no_page)?;
    let document = window.document().ok_or_else(no_page)?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/octet-stream");
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a")?.unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The browser reads the Blob after the click returns: it is let go a minute later.
    let revoke = wasm_bindgen::closure::Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    window.set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 60_000)?;
    Ok(())
}
