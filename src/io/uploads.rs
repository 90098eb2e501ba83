//! In a browser the files a user uploads: kept in memory under their names, and read as a
//! desktop reads a file from its folder.

use std::io::{Cursor, Read};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

/// The uploads so far, the latest of a name replacing the one before.
static UPLOADS: Mutex<Vec<(PathBuf, Arc<[u8]>)>> = Mutex::new(Vec::new());

/// Keeps `bytes` as the file `name`; the path it is read by.
pub fn keep(name: &str, bytes: Vec<u8>) -> PathBuf {
    let path = PathBuf::from(name);
    let mut uploads = UPLOADS.lock().unwrap_or_else(PoisonError::into_inner);
    uploads.retain(|(kept, _)| *kept != path);
    uploads.push((path.clone(), bytes.into()));
    path
}

/// A reader over the upload `path` names.
pub fn open(path: &Path) -> std::io::Result<Box<dyn Read + Send>> {
    let uploads = UPLOADS.lock().unwrap_or_else(PoisonError::into_inner);
    let (_, bytes) = uploads
        .iter()
        .find(|(kept, _)| kept == path)
        .ok_or(std::io::ErrorKind::NotFound)?;
    Ok(Box::new(Cursor::new(Arc::clone(bytes))))
}
