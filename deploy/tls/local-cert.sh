#!/bin/sh
# A self-signed certificate for local use only (docker compose on one machine, the topology test): writes
# cert.pem and key.pem into the folder given (default: this one). In production mount a real pair instead.
#   deploy/tls/local-cert.sh [folder] [host name]
set -eu
dir="${1:-$(dirname "$0")}"
name="${2:-localhost}"
mkdir -p "$dir"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 30 \
  -subj "/CN=$name" -addext "subjectAltName=DNS:$name,DNS:localhost,IP:127.0.0.1" \
  -keyout "$dir/key.pem" -out "$dir/cert.pem" 2>/dev/null
# The proxy runs as an unprivileged user: the key must be readable by it, and by no one else on a shared host.
chmod 644 "$dir/cert.pem"
chmod 640 "$dir/key.pem"
echo "deploy/tls: wrote $dir/cert.pem and $dir/key.pem for $name (self-signed, 30 days)"
