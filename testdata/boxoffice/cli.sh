#!/bin/sh
# The DynamoDB table boxoffice and its access patterns, designed by sql2dynamo.
# Each function takes the values its comment names, in that order, as arguments; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00,
# strings of a case-insensitive column folded, bytes up to $ escaped as the report's key encoding says).
# Every argument is a value, never NULL: a write with a NULL parameter is sent as its plan in the report says.
# Needs sh, awk and the AWS CLI. Every name here starts with s2d_.
set -eu

s2d_json() {
  printf '%s\n' "$1" | LC_ALL=C awk '
    BEGIN { ORS = ""; for (i = 1; i < 32; i++) esc[sprintf("%c", i)] = sprintf("\\u%04x", i) }
    {
      if (NR > 1) print "\\n"
      n = length($0)
      for (i = 1; i <= n; i++) {
        c = substr($0, i, 1)
        if (c == "\\" || c == "\"") c = "\\" c
        else if (c in esc) c = esc[c]
        print c
      }
    }'
}

s2d_create_table() {
  aws dynamodb create-table --cli-input-json '{
  "AttributeDefinitions": [
    {
      "AttributeName": "PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2SK",
      "AttributeType": "S"
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
  "GlobalSecondaryIndexes": [
    {
      "IndexName": "GSI1",
      "KeySchema": [
        {
          "AttributeName": "GSI1PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI1SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI2",
      "KeySchema": [
        {
          "AttributeName": "GSI2PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI2SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    }
  ],
  "KeySchema": [
    {
      "AttributeName": "PK",
      "KeyType": "HASH"
    },
    {
      "AttributeName": "SK",
      "KeyType": "RANGE"
    }
  ],
  "TableName": "boxoffice"
}'
}

# GetShow (testdata/boxoffice/input.sql:25:1): s2d_GetShow show_id
s2d_GetShow() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetShow show_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "SHOW#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice"
}'
}

# ShowsAtVenue (testdata/boxoffice/input.sql:28:1): s2d_ShowsAtVenue venue_id
s2d_ShowsAtVenue() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ShowsAtVenue venue_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "VENUE#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SHOW#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "boxoffice"
}'
}

# ShowsOnSale (testdata/boxoffice/input.sql:31:1)
s2d_ShowsOnSale() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_ShowsOnSale' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SHOW#STATUS#on_sale"
    },
    ":sk": {
      "S": "SHOW#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "Limit": 20,
  "TableName": "boxoffice"
}'
}

# ReserveSeat (testdata/boxoffice/input.sql:36:1): s2d_ReserveSeat show_id
s2d_ReserveSeat() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ReserveSeat show_id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK) AND #seats_left > :seats_left2",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#seats_left": "seats_left"
  },
  "ExpressionAttributeValues": {
    ":seats_left": {
      "N": "1"
    },
    ":seats_left2": {
      "N": "0"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice",
  "UpdateExpression": "SET #seats_left = #seats_left - :seats_left"
}'
}

# ReleaseSeats (testdata/boxoffice/input.sql:39:1): s2d_ReleaseSeats seats_left.by show_id
s2d_ReleaseSeats() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ReleaseSeats seats_left.by show_id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#seats_left": "seats_left"
  },
  "ExpressionAttributeValues": {
    ":seats_left": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice",
  "UpdateExpression": "SET #seats_left = #seats_left + :seats_left"
}'
}

# MarkDown (testdata/boxoffice/input.sql:42:1): s2d_MarkDown price show_id
s2d_MarkDown() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_MarkDown price show_id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK) AND #price >= :price2",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":price": {
      "N": "2.50"
    },
    ":price2": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice",
  "UpdateExpression": "SET #price = #price - :price"
}'
}

# RepriceUnlessDiscounted (testdata/boxoffice/input.sql:45:1): s2d_RepriceUnlessDiscounted price show_id
s2d_RepriceUnlessDiscounted() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_RepriceUnlessDiscounted price show_id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK) AND attribute_not_exists(#discount)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#discount": "discount",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":price": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice",
  "UpdateExpression": "SET #price = :price"
}'
}

# BumpDiscount (testdata/boxoffice/input.sql:48:1): s2d_BumpDiscount discount.by show_id
s2d_BumpDiscount() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_BumpDiscount discount.by show_id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK) AND attribute_exists(#discount)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#discount": "discount"
  },
  "ExpressionAttributeValues": {
    ":discount": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice",
  "UpdateExpression": "SET #discount = #discount + :discount"
}'
}

# CancelUnsoldShow (testdata/boxoffice/input.sql:51:1): s2d_CancelUnsoldShow seats_left show_id
s2d_CancelUnsoldShow() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_CancelUnsoldShow seats_left show_id' >&2; return 2; }
  aws dynamodb delete-item --cli-input-json '{
  "ConditionExpression": "#seats_left = :seats_left",
  "ExpressionAttributeNames": {
    "#seats_left": "seats_left"
  },
  "ExpressionAttributeValues": {
    ":seats_left": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice"
}'
}

# CloseSales (testdata/boxoffice/input.sql:65:1): s2d_CloseSales show_id
s2d_CloseSales() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_CloseSales show_id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK) AND #seats_left = :seats_left",
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#PK": "PK",
    "#seats_left": "seats_left",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":seats_left": {
      "N": "0"
    },
    ":status": {
      "S": "SOLD_OUT"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice",
  "UpdateExpression": "SET #status = :status REMOVE #GSI2PK, #GSI2SK"
}'
}
